package db

import (
	"context"
	"database/sql"
	"strings"
)

// Execer runs one statement outside bun's query builder. *bun.DB, bun.Tx
// and bun.IDB are all Execers; a narrower interface lets a caller stand
// in a fake connection where only sending matters.
type Execer interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
}

// Notify sends every payload on a PostgreSQL channel in one statement.
// Payloads must not contain spaces: they travel joined by one. Send it on
// the pool, after the change committed: a NOTIFY inside a writing
// transaction would hold PostgreSQL's notify lock until that commit and
// so serialise every commit behind it.
func Notify(ctx context.Context, ex Execer, channel string, payloads []string) error {
	_, err := ex.ExecContext(ctx,
		"SELECT pg_notify(?, p) FROM unnest(string_to_array(?, ' ')) AS p",
		channel, strings.Join(payloads, " "))
	return err
}
