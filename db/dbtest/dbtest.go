package dbtest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/migrations"
)

// Dialects lists the databases a test will run on, in order.
func Dialects(t testing.TB) []string {
	names := []string{"sqlite"}
	if PostgresURL(t) != "" {
		names = append(names, "postgres")
	}
	return names
}

// PostgresURL returns TEST_DATABASE_URL, failing the test under CI=true
// when it is missing.
func PostgresURL(t testing.TB) string {
	u := os.Getenv("TEST_DATABASE_URL")
	if u == "" && os.Getenv("CI") == "true" {
		t.Fatal("CI=true but TEST_DATABASE_URL is not set: PostgreSQL tests must run in CI")
	}
	return u
}

// Run runs fn as a subtest on every configured database, each time on a
// freshly migrated, empty database.
func Run(t *testing.T, fn func(t *testing.T, bdb *bun.DB)) {
	t.Helper()
	for _, name := range Dialects(t) {
		t.Run(name, func(t *testing.T) {
			fn(t, Open(t, name))
		})
	}
}

// Open returns a fresh, migrated database of the named dialect, removed
// when the test ends.
func Open(t testing.TB, dialect string) *bun.DB {
	t.Helper()
	dsn := NewDSN(t, dialect)
	bdb, err := db.Open(context.Background(), dsn)
	if err != nil {
		t.Fatalf("open %s: %v", dialect, err)
	}
	t.Cleanup(func() { _ = bdb.Close() })
	if err := migrations.Migrate(context.Background(), bdb); err != nil {
		t.Fatalf("migrate %s: %v", dialect, err)
	}
	return bdb
}

// NewDSN returns the address of a new, empty database: a file in the
// test's temporary folder for SQLite, or a new schema (dropped at cleanup)
// for PostgreSQL. Several processes can share it, which the replica tests
// rely on.
func NewDSN(t testing.TB, dialect string) string {
	t.Helper()
	switch dialect {
	case "sqlite":
		return filepath.Join(t.TempDir(), "marquee.db")
	case "postgres":
		base := PostgresURL(t)
		if base == "" {
			t.Skip("TEST_DATABASE_URL not set")
		}
		schema := "t_" + randomHex(8)
		drop, err := CreateSchema(context.Background(), base, schema)
		if err != nil {
			t.Fatalf("PostgreSQL at TEST_DATABASE_URL is not usable: %v", err)
		}
		t.Cleanup(drop)
		dsn, err := SchemaURL(base, schema)
		if err != nil {
			t.Fatalf("TEST_DATABASE_URL: %v", err)
		}
		return dsn
	default:
		panic(fmt.Sprintf("dbtest: unknown dialect %q", dialect))
	}
}

func randomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
