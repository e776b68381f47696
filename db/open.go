package db

import (
	"context"
	"database/sql"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // registers the "pgx" driver
	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect/pgdialect"
	"github.com/uptrace/bun/dialect/sqlitedialect"
	_ "modernc.org/sqlite" // registers the "sqlite" driver
)

// DefaultSQLitePath is where the embedded database lives when DATABASE_URL
// is not set.
const DefaultSQLitePath = "data/marquee.db"

// IsPostgres reports whether a DATABASE_URL selects PostgreSQL.
func IsPostgres(dsn string) bool {
	return strings.HasPrefix(dsn, "postgres://") || strings.HasPrefix(dsn, "postgresql://")
}

// Open connects to PostgreSQL for a postgres:// URL and to an SQLite file
// otherwise (created with its folder when missing). It pings before
// returning so a bad address is a start-up error, not a first-request one.
func Open(ctx context.Context, dsn string) (*bun.DB, error) {
	if dsn == "" {
		dsn = DefaultSQLitePath
	}
	var db *bun.DB
	if IsPostgres(dsn) {
		sqldb, err := sql.Open("pgx", dsn)
		if err != nil {
			return nil, fmt.Errorf("open postgres: %w", err)
		}
		sqldb.SetMaxOpenConns(20)
		sqldb.SetMaxIdleConns(20)
		sqldb.SetConnMaxIdleTime(5 * time.Minute)
		db = bun.NewDB(sqldb, pgdialect.New())
	} else {
		path := strings.TrimPrefix(dsn, "sqlite://")
		path = strings.TrimPrefix(path, "file:")
		if i := strings.IndexByte(path, '?'); i >= 0 {
			path = path[:i]
		}
		if path == "" || path == ":memory:" {
			return nil, fmt.Errorf("DATABASE_URL %q: an SQLite database needs a file path", dsn)
		}
		if dir := filepath.Dir(path); dir != "." {
			if err := os.MkdirAll(dir, 0o755); err != nil {
				return nil, fmt.Errorf("create database folder: %w", err)
			}
		}
		sqldb, err := sql.Open("sqlite", sqliteDSN(path))
		if err != nil {
			return nil, fmt.Errorf("open sqlite: %w", err)
		}
		// SQLite has one writer at a time; a few connections serve
		// concurrent readers under WAL while writers queue on the lock.
		sqldb.SetMaxOpenConns(8)
		sqldb.SetMaxIdleConns(8)
		db = bun.NewDB(sqldb, sqlitedialect.New())
	}
	pingCtx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if err := ping(pingCtx, db); err != nil {
		_ = db.Close()
		return nil, fmt.Errorf("connect to database: %w", err)
	}
	return db, nil
}

// ping opens the first connection. When several processes open a new
// SQLite file at once, switching it to WAL can answer SQLITE_BUSY without
// consulting the busy timeout, so that one answer is retried until the
// deadline; any other error is returned at once.
func ping(ctx context.Context, db *bun.DB) error {
	for wait := 5 * time.Millisecond; ; wait = min(2*wait, 200*time.Millisecond) {
		err := db.PingContext(ctx)
		if err == nil || !strings.Contains(err.Error(), "SQLITE_BUSY") {
			return err
		}
		select {
		case <-ctx.Done():
			return err
		case <-time.After(wait):
		}
	}
}

// sqliteDSN turns a file path into a modernc DSN. Transactions begin
// IMMEDIATE so a transaction that reads and then writes takes the write
// lock up front; a deferred one could fail to upgrade with SQLITE_BUSY,
// which the busy timeout cannot resolve.
func sqliteDSN(path string) string {
	q := url.Values{}
	// The busy timeout comes first: switching to WAL takes a lock, and
	// several processes opening a new file at once must wait, not fail.
	q.Add("_pragma", "busy_timeout(15000)")
	q.Add("_pragma", "journal_mode(WAL)")
	q.Add("_pragma", "foreign_keys(1)")
	q.Add("_pragma", "synchronous(NORMAL)")
	q.Set("_txlock", "immediate")
	return "file:" + path + "?" + q.Encode()
}

// Dialect names the database behind db: "postgres" or "sqlite".
func Dialect(db bun.IDB) string {
	if db.Dialect().Name().String() == "pg" {
		return "postgres"
	}
	return "sqlite"
}

// IsPG reports whether db talks to PostgreSQL.
func IsPG(db bun.IDB) bool { return Dialect(db) == "postgres" }
