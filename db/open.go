package db

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
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
// otherwise. It pings before returning so a bad address is a start-up
// error, not a first-request one. Every error names DATABASE_URL and the
// database (a PostgreSQL password is masked), because dsn comes from it.
//
// Only the default file's folder (data/) is created: a typo in a path the
// operator gave must be an error, not a silently created directory tree
// holding an empty database.
func Open(ctx context.Context, dsn string) (*bun.DB, error) {
	return OpenPool(ctx, dsn, Pool{})
}

// Pool sizes the connection pool Open makes. MaxOpen 0 is the default:
// on PostgreSQL ten connections per core, between 10 and 40 (see
// pgPool), on SQLite 8; MaxIdle 0 keeps as many idle as may be open. Each
// replica holds up to MaxOpen connections, so N replicas on one
// PostgreSQL need max_connections of at least N × (MaxOpen + 1, the
// LISTEN connection) plus headroom (README).
type Pool struct {
	MaxOpen, MaxIdle int
}

func (p Pool) apply(sqldb *sql.DB, defOpen int) {
	open := p.MaxOpen
	if open <= 0 {
		open = defOpen
	}
	idle := p.MaxIdle
	if idle <= 0 || idle > open {
		idle = open
	}
	sqldb.SetMaxOpenConns(open)
	sqldb.SetMaxIdleConns(idle)
}

// OpenPool is Open with the pool sized by pool (DATABASE_MAX_CONNS,
// DATABASE_MAX_IDLE_CONNS).
func OpenPool(ctx context.Context, dsn string, pool Pool) (*bun.DB, error) {
	if dsn == "" {
		dsn = DefaultSQLitePath
	}
	var db *bun.DB
	if IsPostgres(dsn) {
		shown := RedactDSN(dsn)
		if _, err := url.Parse(dsn); err != nil {
			// url's error quotes the whole input, password included.
			return nil, fmt.Errorf("DATABASE_URL=%s: not a valid postgres:// URL", shown)
		}
		sqldb, err := sql.Open("pgx", pgxDSN(dsn))
		if err != nil {
			return nil, fmt.Errorf("DATABASE_URL=%s: open PostgreSQL: %w", shown, err)
		}
		pool.apply(sqldb, pgPool())
		sqldb.SetConnMaxIdleTime(5 * time.Minute)
		db = bun.NewDB(sqldb, pgdialect.New())
	} else {
		path := SQLitePath(dsn)
		if path == "" || path == ":memory:" {
			return nil, fmt.Errorf("DATABASE_URL=%q: an SQLite database needs a file path", dsn)
		}
		if err := sqliteFolder(path); err != nil {
			return nil, fmt.Errorf("DATABASE_URL=%q: %w", dsn, err)
		}
		sqldb, err := sql.Open("sqlite", sqliteDSN(path))
		if err != nil {
			return nil, fmt.Errorf("DATABASE_URL=%q: open SQLite file %q: %w", dsn, path, err)
		}
		// SQLite has one writer at a time; a few connections serve
		// concurrent readers under WAL while writers queue on the lock.
		pool.apply(sqldb, 8)
		db = bun.NewDB(sqldb, sqlitedialect.New())
	}
	pingCtx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if err := ping(pingCtx, db); err != nil {
		_ = db.Close()
		if IsPostgres(dsn) {
			return nil, fmt.Errorf("DATABASE_URL=%s: cannot connect to PostgreSQL: %w", RedactDSN(dsn), err)
		}
		return nil, fmt.Errorf("DATABASE_URL=%q: cannot open SQLite file %q (check the path and that this user may create and write it): %w", dsn, SQLitePath(dsn), err)
	}
	return db, nil
}

// pgxDSN asks pgx for the simple query protocol unless dsn chooses a mode
// itself. bun writes every argument into the statement's text, so nearly
// every text is new, and pgx's default mode prepares each new text before
// running it: a round trip (and a server-side statement to evict later)
// that buys nothing. Measured on the distinct-seat benchmark, bookings
// per second rose by about half.
func pgxDSN(dsn string) string {
	u, err := url.Parse(dsn)
	if err != nil || u.Query().Has("default_query_exec_mode") {
		return dsn
	}
	q := u.Query()
	q.Set("default_query_exec_mode", "simple_protocol")
	u.RawQuery = q.Encode()
	return u.String()
}

// pgPool is the default PostgreSQL pool size (DATABASE_MAX_CONNS unset): ten connections per core, between
// 10 and 40. Requests hold a connection only for a statement or a
// transaction, while the CPU work around them needs the cores, so more
// connections than that only queue inside PostgreSQL; fewer starve the
// read path, whose GraphQL requests each take a few in turn.
func pgPool() int { return min(max(10*runtime.NumCPU(), 10), 40) }

// SQLitePath is the file a non-PostgreSQL DATABASE_URL names: a plain path,
// or one written as sqlite://path or file:path, options after ? dropped.
func SQLitePath(dsn string) string {
	path := strings.TrimPrefix(dsn, "sqlite://")
	path = strings.TrimPrefix(path, "file:")
	if i := strings.IndexByte(path, '?'); i >= 0 {
		path = path[:i]
	}
	return path
}

// sqliteFolder makes sure the folder of path exists: created for the
// default database, required for any other.
func sqliteFolder(path string) error {
	dir := filepath.Dir(path)
	if dir == "." {
		return nil
	}
	if filepath.Clean(path) == filepath.Clean(DefaultSQLitePath) {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return fmt.Errorf("create the database folder %q: %w", dir, err)
		}
		return nil
	}
	switch st, err := os.Stat(dir); {
	case errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("the folder %q of the SQLite file %q does not exist; create it first (only the default %s folder is created automatically)", dir, path, filepath.Dir(DefaultSQLitePath)+"/")
	case err != nil:
		return fmt.Errorf("the folder %q of the SQLite file %q: %w", dir, path, err)
	case !st.IsDir():
		return fmt.Errorf("%q, the folder of the SQLite file %q, is not a folder", dir, path)
	}
	return nil
}

// RedactDSN returns a PostgreSQL URL with its password (in the user info or
// a password/sslpassword option) masked, fit for logs and error messages.
// Anything that does not parse as a URL is shown as its scheme alone.
func RedactDSN(dsn string) string {
	if !IsPostgres(dsn) {
		return dsn
	}
	u, err := url.Parse(dsn)
	if err != nil {
		scheme, _, _ := strings.Cut(dsn, "://")
		return scheme + "://(unparsable URL)"
	}
	q := u.Query()
	masked := false
	for k := range q {
		if lk := strings.ToLower(k); lk == "password" || lk == "sslpassword" {
			q.Set(k, "xxxxx")
			masked = true
		}
	}
	if masked {
		u.RawQuery = q.Encode()
	}
	return u.Redacted()
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

// OneWriter reports whether the database behind db lets one transaction
// write at a time (SQLite): callers that would queue for its lock do
// better queueing in the process, where the next writer can be handed the
// turn at once.
func OneWriter(db bun.IDB) bool { return !IsPG(db) }
