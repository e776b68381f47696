package db

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// ErrQuiet is what ListenConn.Wait returns when no notification came in
// its quiet period while the connection still looks open; only a probe
// (Ping) tells whether it really is, since a half-open TCP connection
// would stay silent forever.
var ErrQuiet = errors.New("no notification")

// Listener dials dedicated PostgreSQL connections that LISTEN on one
// channel. LISTEN needs a connection of its own for as long as it
// listens, so it never comes from the pool.
type Listener struct {
	cfg    *pgx.ConnConfig
	listen string // the LISTEN statement, channel quoted
}

// NewListener checks a postgres:// URL once, so a bad one is reported
// before any dial. Each connection carries applicationName, which names
// it in pg_stat_activity.
func NewListener(dsn, applicationName, channel string) (*Listener, error) {
	cfg, err := pgx.ParseConfig(dsn)
	if err != nil {
		return nil, err
	}
	cfg.RuntimeParams["application_name"] = applicationName
	if cfg.ConnectTimeout == 0 {
		cfg.ConnectTimeout = 10 * time.Second
	}
	return &Listener{cfg: cfg, listen: "LISTEN " + pgx.Identifier{channel}.Sanitize()}, nil
}

// ListenConn is one connection listening on the Listener's channel. It is
// used by one goroutine at a time.
type ListenConn struct {
	conn *pgx.Conn
}

// Connect dials a new connection and LISTENs on it. Notifications sent
// before it returns are not delivered to it.
func (l *Listener) Connect(ctx context.Context) (*ListenConn, error) {
	conn, err := pgx.ConnectConfig(ctx, l.cfg)
	if err != nil {
		return nil, fmt.Errorf("connect: %w", err)
	}
	c := &ListenConn{conn: conn}
	if _, err := conn.Exec(ctx, l.listen); err != nil {
		c.Close()
		return nil, fmt.Errorf("listen: %w", err)
	}
	return c, nil
}

// PID is the connection's backend process id.
func (c *ListenConn) PID() uint32 { return c.conn.PgConn().PID() }

// Wait returns the payload of the next notification. It returns ErrQuiet
// when none arrived within quiet and the connection is still open (ctx
// not being done); any other error means the connection is lost or ctx
// ended.
func (c *ListenConn) Wait(ctx context.Context, quiet time.Duration) (string, error) {
	wctx, cancel := context.WithTimeout(ctx, quiet)
	defer cancel()
	n, err := c.conn.WaitForNotification(wctx)
	switch {
	case err == nil:
		return n.Payload, nil
	case ctx.Err() == nil && pgconn.Timeout(err) && !c.conn.IsClosed():
		return "", ErrQuiet
	default:
		return "", err
	}
}

// Ping makes a round trip on the connection.
func (c *ListenConn) Ping(ctx context.Context) error { return c.conn.Ping(ctx) }

// Close ends the connection, giving the server at most two seconds to
// hear the goodbye.
func (c *ListenConn) Close() {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	_ = c.conn.Close(ctx)
}
