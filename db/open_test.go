package db_test

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"marquee/db"
	"marquee/db/dbtest"
)

// wantOpenError opens dsn and requires an error naming DATABASE_URL and
// every one of names.
func wantOpenError(t *testing.T, dsn string, names ...string) string {
	t.Helper()
	bdb, err := db.Open(context.Background(), dsn)
	if err == nil {
		_ = bdb.Close()
		t.Fatalf("Open(%q) succeeded", dsn)
	}
	msg := err.Error()
	for _, want := range append([]string{"DATABASE_URL"}, names...) {
		if !strings.Contains(msg, want) {
			t.Errorf("Open(%q) error does not name %q: %s", dsn, want, msg)
		}
	}
	return msg
}

// TestOpenUnwritableSQLiteNamesTheVariable: the driver's own "unable to
// open database file (14)" says neither which setting nor which file.
func TestOpenUnwritableSQLiteNamesTheVariable(t *testing.T) {
	wantOpenError(t, "/proc/x.db", "/proc/x.db")
}

// TestOpenDoesNotCreateAGivenFolder: a path in a missing folder is most
// likely a typo; creating the tree would hide it behind an empty database.
func TestOpenDoesNotCreateAGivenFolder(t *testing.T) {
	root := t.TempDir()
	missing := filepath.Join(root, "missing")
	path := filepath.Join(missing, "sub", "x.db")
	for _, dsn := range []string{path, "sqlite://" + path, "file:" + path + "?cache=shared"} {
		wantOpenError(t, dsn, path, "does not exist")
		if _, err := os.Stat(missing); !errors.Is(err, fs.ErrNotExist) {
			t.Fatalf("Open(%q) created %s (stat: %v)", dsn, missing, err)
		}
	}
	file := filepath.Join(root, "plain")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	wantOpenError(t, filepath.Join(file, "x.db"), file)
}

// TestOpenCreatesTheDefaultFolder: with no DATABASE_URL (or the default
// spelled out) data/ is created, so a fresh checkout starts at once.
func TestOpenCreatesTheDefaultFolder(t *testing.T) {
	for _, dsn := range []string{"", db.DefaultSQLitePath, "./" + db.DefaultSQLitePath} {
		t.Run("dsn="+dsn, func(t *testing.T) {
			t.Chdir(t.TempDir())
			bdb, err := db.Open(context.Background(), dsn)
			if err != nil {
				t.Fatal(err)
			}
			defer bdb.Close()
			if st, err := os.Stat(filepath.Dir(db.DefaultSQLitePath)); err != nil || !st.IsDir() {
				t.Fatalf("default folder not created: %v", err)
			}
			if _, err := os.Stat(db.DefaultSQLitePath); err != nil {
				t.Fatalf("default database file not created: %v", err)
			}
		})
	}
}

// TestOpenPostgresErrorsHideThePassword: the URL is named so the operator
// sees which server was tried, but never its password.
func TestOpenPostgresErrorsHideThePassword(t *testing.T) {
	const secret = "s3cretPassw0rd"
	cases := map[string]string{
		// Port 1 on loopback is closed: the connection is refused at once.
		"user info":       "postgres://marquee:" + secret + "@127.0.0.1:1/marquee?sslmode=disable&connect_timeout=5",
		"query option":    "postgresql://marquee@127.0.0.1:1/marquee?sslmode=disable&password=" + secret,
		"unparsable port": "postgres://marquee:" + secret + "@127.0.0.1:port/marquee",
	}
	for name, dsn := range cases {
		t.Run(name, func(t *testing.T) {
			msg := wantOpenError(t, dsn, "postgres")
			if strings.Contains(msg, secret) {
				t.Fatalf("error shows the password: %s", msg)
			}
		})
	}
	if got := db.RedactDSN("postgres://u:" + secret + "@h:5432/d"); got != "postgres://u:xxxxx@h:5432/d" {
		t.Fatalf("RedactDSN = %q", got)
	}
}

func TestPgxDSNAsksForTheSimpleProtocol(t *testing.T) {
	cases := map[string]string{
		"postgres://u@h:5432/d":                                              "postgres://u@h:5432/d?default_query_exec_mode=simple_protocol",
		"postgres://u@h/d?sslmode=disable":                                   "postgres://u@h/d?default_query_exec_mode=simple_protocol&sslmode=disable",
		"postgres://u@h/d?default_query_exec_mode=cache_statement&sslmode=x": "postgres://u@h/d?default_query_exec_mode=cache_statement&sslmode=x",
	}
	for in, want := range cases {
		if got := db.PgxDSN(in); got != want {
			t.Errorf("pgxDSN(%q) = %q, want %q", in, got, want)
		}
	}
}

// DATABASE_MAX_CONNS and DATABASE_MAX_IDLE_CONNS size the pool on either
// database; unset, the defaults stand, and idle never exceeds open.
func TestOpenPoolSizes(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			dsn := dbtest.NewDSN(t, dialect)
			for _, tc := range []struct {
				pool     db.Pool
				wantOpen int
			}{
				{db.Pool{MaxOpen: 3, MaxIdle: 1}, 3},
				{db.Pool{MaxOpen: 5, MaxIdle: 50}, 5},
			} {
				bdb, err := db.OpenPool(context.Background(), dsn, tc.pool)
				if err != nil {
					t.Fatal(err)
				}
				if got := bdb.DB.Stats().MaxOpenConnections; got != tc.wantOpen {
					t.Errorf("%+v: max open %d, want %d", tc.pool, got, tc.wantOpen)
				}
				_ = bdb.Close()
			}
			bdb, err := db.Open(context.Background(), dsn)
			if err != nil {
				t.Fatal(err)
			}
			defer bdb.Close()
			want := 8
			if dialect == "postgres" {
				want = min(max(10*runtime.NumCPU(), 10), 40)
			}
			if got := bdb.DB.Stats().MaxOpenConnections; got != want {
				t.Errorf("default max open %d, want %d", got, want)
			}
		})
	}
}
