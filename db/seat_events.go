package db

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/uptrace/bun"
)

// SeatEvent is one committed seat change as the seat-event outbox keeps
// it until a relay has published it (see RecordSeatEvent): the show, its
// seat version after the change, and Payload, the show's seat map at that
// version (a SeatEventPayload in JSON), so a replica that receives it can
// update its subscribers without reading the database.
type SeatEvent struct {
	bun.BaseModel `bun:"table:seat_event_outbox"`

	ShowID    string    `bun:"show_id,pk"`
	Version   int64     `bun:"version,pk"`
	Payload   string    `bun:"payload,notnull"`
	CreatedAt time.Time `bun:"created_at,notnull"`
	// ClaimedUntil is when the lease of the relay publishing the row
	// ends (nil: nobody holds it); ClaimToken names that relay.
	ClaimedUntil *time.Time `bun:"claimed_until,nullzero"`
	ClaimToken   string     `bun:"claim_token,notnull"`
}

// SeatEventPayload is what the outbox carries for one seat version of a
// show: either its whole seat map, or, when Delta is set, a delta from
// the map at Version-1: the seats the change claimed (Held with
// their HeldUntil, and Sold), having freed none, with Status and Revision
// unchanged; any other change carries the whole map. HeldUntil says when each held seat's hold ends, so
// a replica drops ended holds itself, as a read would: an ended hold
// frees its seat without a new version.
type SeatEventPayload struct {
	ShowID    string               `json:"showId"`
	Version   int64                `json:"version"`
	Delta     bool                 `json:"delta,omitempty"`
	Status    string               `json:"status,omitempty"`
	Revision  int64                `json:"revision,omitempty"`
	Held      []string             `json:"held"`
	HeldUntil map[string]time.Time `json:"heldUntil,omitempty"`
	Sold      []string             `json:"sold"`
}

// RecordSeatEvent writes the seat map of a show whose seat version the
// transaction idb has just bumped to the outbox, read in that transaction
// so it is exactly the state the version names, and returns the payload.
// It must run in the writing transaction: the row then commits or rolls
// back with the change it announces, and outlives a replica that dies
// right after the commit.
func RecordSeatEvent(ctx context.Context, idb bun.IDB, showID string, now time.Time) (string, error) {
	ss, err := ShowSeatsAt(ctx, idb, showID, now)
	if err != nil {
		return "", fmt.Errorf("seat event: read seats: %w", err)
	}
	return insertSeatEvent(ctx, idb, SeatEventPayload{ShowID: showID, Version: ss.Version, Status: ss.Status,
		Revision: ss.Revision, Held: ss.Held, HeldUntil: ss.HeldUntil, Sold: ss.Sold}, now)
}

// RecordSeatDelta writes to the outbox, in the transaction idb that has
// just bumped the show's seat version to version, what that transaction
// did to its seats: the seats it claimed, held until held[seat], or sold
// (sold), and none freed. It reads nothing: the caller knows the change
// was exactly that (see seatengine), and a replica applies it to the map
// it has at version-1. It returns the payload.
func RecordSeatDelta(ctx context.Context, idb bun.IDB, showID string, version int64, held map[string]time.Time, sold []string, now time.Time) (string, error) {
	p := SeatEventPayload{ShowID: showID, Version: version, Delta: true, Held: []string{}, Sold: sold, HeldUntil: map[string]time.Time{}}
	if p.Sold == nil {
		p.Sold = []string{}
	}
	for seat, until := range held {
		p.Held = append(p.Held, seat)
		p.HeldUntil[seat] = until.UTC()
	}
	return insertSeatEvent(ctx, idb, p, now)
}

func insertSeatEvent(ctx context.Context, idb bun.IDB, p SeatEventPayload, now time.Time) (string, error) {
	payload, err := json.Marshal(p)
	if err != nil {
		return "", err
	}
	ev := &SeatEvent{ShowID: p.ShowID, Version: p.Version, Payload: string(payload), CreatedAt: now.UTC()}
	if _, err := idb.NewInsert().Model(ev).Exec(ctx); err != nil {
		return "", fmt.Errorf("seat event: record: %w", err)
	}
	return ev.Payload, nil
}

// ClaimSeatEvents leases up to limit outbox rows that nobody holds (or
// whose holder's lease ended by now), oldest first, to the relay named
// token until now+lease, and returns them. On PostgreSQL rows another
// relay is claiming at the same moment are skipped, not waited for, so
// two relays never take the same row while both leases run.
func ClaimSeatEvents(ctx context.Context, idb bun.IDB, token string, now time.Time, lease time.Duration, limit int) ([]SeatEvent, error) {
	lock := ""
	if IsPG(idb) {
		lock = " FOR UPDATE SKIP LOCKED"
	}
	var rows []SeatEvent
	err := idb.NewRaw(`UPDATE seat_event_outbox SET claimed_until = ?, claim_token = ?
		WHERE (show_id, version) IN (
			SELECT show_id, version FROM seat_event_outbox
			WHERE claimed_until IS NULL OR claimed_until < ?
			ORDER BY created_at LIMIT ?`+lock+`)
		RETURNING show_id, version, payload, created_at, claimed_until, claim_token`,
		now.Add(lease).UTC(), token, now.UTC(), limit).Scan(ctx, &rows)
	if err != nil {
		return nil, fmt.Errorf("claim seat events: %w", err)
	}
	return rows, nil
}

// DeleteSeatEvents deletes the rows the relay named token has published;
// with token "" (a relay that published rows it had not claimed, just
// after their commit), whoever holds them: a relay that claimed one
// meanwhile publishes it again, and JetStream drops the duplicate.
func DeleteSeatEvents(ctx context.Context, idb bun.IDB, token string, published []SeatEvent) error {
	if len(published) == 0 {
		return nil
	}
	q := idb.NewDelete().Model((*SeatEvent)(nil))
	if token != "" {
		q = q.Where("claim_token = ?", token)
	}
	_, err := q.WhereGroup(" AND ", func(q *bun.DeleteQuery) *bun.DeleteQuery {
		for _, ev := range published {
			q = q.WhereOr("show_id = ? AND version = ?", ev.ShowID, ev.Version)
		}
		return q
	}).Exec(ctx)
	if err != nil {
		return fmt.Errorf("delete published seat events: %w", err)
	}
	return nil
}

// ReleaseSeatEvents lets go of the relay token's leases on the rows it
// could not publish, so any relay can try them again at once.
func ReleaseSeatEvents(ctx context.Context, idb bun.IDB, token string) error {
	_, err := idb.NewUpdate().Model((*SeatEvent)(nil)).
		Set("claimed_until = NULL").Set("claim_token = ''").
		Where("claim_token = ?", token).Exec(ctx)
	if err != nil {
		return fmt.Errorf("release seat events: %w", err)
	}
	return nil
}
