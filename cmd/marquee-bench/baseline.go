package main

// This file is the benchmark's baseline: the claim transaction written by
// hand in SQL, against which the service layer, GraphQL and HTTP are
// measured. It is the one file outside package db that builds SQL, and
// the architecture test (internal/architecture) names it as its only
// exception; everything else the benchmark stores goes through db.

import (
	"bytes"
	"database/sql"
	"encoding/json"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"marquee/db"
)

// rawClaimer returns the hand-written claim for user on bdb's database,
// with the dialect settled before any claim is timed.
func rawClaimer(bdb *bun.DB, user string) func(slot) error {
	sqldb, pg := bdb.DB, db.IsPG(bdb)
	return func(s slot) error { return rawClaim(sqldb, pg, user, s) }
}

// rawClaim is the booking transaction written by hand: the floor the
// service layer, GraphQL and HTTP are measured against.
func rawClaim(sqldb *sql.DB, pg bool, user string, s slot) error {
	ph := func(q string) string {
		if !pg {
			return q
		}
		var b bytes.Buffer
		n := 0
		for _, r := range q {
			if r == '?' {
				n++
				fmt.Fprintf(&b, "$%d", n)
				continue
			}
			b.WriteRune(r)
		}
		return b.String()
	}
	now := time.Now().UTC()
	id := uuid.NewString()
	tx, err := sqldb.Begin()
	if err != nil {
		return err
	}
	defer tx.Rollback()
	seats, _ := json.Marshal([]string{s.seat})
	// Every booking carries its unique reference, as the service's do.
	if _, err := tx.Exec(ph(`INSERT INTO bookings (id, reference, user_id, show_id, seats, amount_paise, currency, status, hold_expires_at,
		payment_provider, payment_session_id, payment_url, payment_intent_id, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, 6000, 'inr', 'PENDING', ?, 'test', '', '', '', ?, ?)`), id, db.ReferenceFromID(id), user, s.show, string(seats), now.Add(10*time.Minute), now, now); err != nil {
		return err
	}
	var got string
	if err := tx.QueryRow(ph(`INSERT INTO seat_claims (show_id, seat, booking_id, user_id, expires_at) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (show_id, seat) DO NOTHING RETURNING seat`), s.show, s.seat, id, user, now.Add(10*time.Minute)).Scan(&got); err != nil {
		return err
	}
	var v int64
	if err := tx.QueryRow(ph(`UPDATE shows SET seat_version = seat_version + 1 WHERE id = ? RETURNING seat_version`), s.show).Scan(&v); err != nil {
		return err
	}
	return tx.Commit()
}
