package db_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgconn"

	"marquee/db"
	"marquee/db/dbtest"
)

// Notify and a ListenConn meet on PostgreSQL: every payload of one
// Notify arrives, a silent period is ErrQuiet (not a lost connection),
// and the connection carries the application name it was given.
func TestNotifyReachesListener(t *testing.T) {
	bdb := dbtest.Open(t, "postgres") // skips without TEST_DATABASE_URL
	ctx, cancel := context.WithTimeout(t.Context(), 30*time.Second)
	defer cancel()
	l, err := db.NewListener(dbtest.PostgresURL(t), "marquee-listen-test", "db_listen_test")
	if err != nil {
		t.Fatal(err)
	}
	conn, err := l.Connect(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()

	var app string
	if err := bdb.NewSelect().TableExpr("pg_stat_activity").Column("application_name").
		Where("pid = ?", int64(conn.PID())).Scan(ctx, &app); err != nil || app != "marquee-listen-test" {
		t.Fatalf("backend %d: application_name %q, %v", conn.PID(), app, err)
	}
	if _, err := conn.Wait(ctx, 20*time.Millisecond); !errors.Is(err, db.ErrQuiet) {
		t.Fatalf("Wait on a silent channel = %v, want ErrQuiet", err)
	}
	if err := conn.Ping(ctx); err != nil {
		t.Fatalf("Ping after a quiet period: %v", err)
	}
	if err := db.Notify(ctx, bdb, "db_listen_test", []string{"a:1", "b:2"}); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"a:1", "b:2"} {
		got, err := conn.Wait(ctx, 20*time.Second)
		if err != nil || got != want {
			t.Fatalf("Wait = %q, %v; want %q", got, err, want)
		}
	}
	cancel()
	if _, err := conn.Wait(ctx, time.Second); err == nil || errors.Is(err, db.ErrQuiet) {
		t.Fatalf("Wait after its context ended = %v, want the context's error", err)
	}
}

func TestNewListenerRejectsBadURL(t *testing.T) {
	if _, err := db.NewListener("postgres://x:y@[::1", "a", "c"); err == nil {
		t.Fatal("NewListener accepted an unparsable URL")
	}
}

func TestRetryable(t *testing.T) {
	for _, tc := range []struct {
		err  error
		want bool
	}{
		{&pgconn.PgError{Code: "40P01"}, true},
		{&pgconn.PgError{Code: "40001"}, true},
		{&pgconn.PgError{Code: "23505"}, false},
		{errors.New("sqlite: step: database is locked (5) (SQLITE_BUSY)"), true},
		{errors.New("database is locked"), true},
		{errors.New("no such table: shows"), false},
	} {
		if got := db.Retryable(tc.err); got != tc.want {
			t.Errorf("Retryable(%v) = %v, want %v", tc.err, got, tc.want)
		}
	}
}
