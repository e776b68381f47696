package db

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/uptrace/bun"
)

// Waitlist entry statuses. An entry waits, is offered seats (a PENDING
// booking of its customer's, BookingID), and ends BOOKED when that is
// paid, LAPSED when its hold ends unpaid, LEFT when its customer leaves,
// or SHOW_CANCELLED when the show is cancelled while it waits or holds
// an offer. WAITING and OFFERED are active: one per customer and show.
const (
	WaitlistWaiting       = "WAITING"
	WaitlistOffered       = "OFFERED"
	WaitlistBooked        = "BOOKED"
	WaitlistLapsed        = "LAPSED"
	WaitlistLeft          = "LEFT"
	WaitlistShowCancelled = "SHOW_CANCELLED"
)

// ErrWaitlistActive is returned by InsertWaitlistEntry when the customer
// already has an active entry for the show (the partial unique index).
var ErrWaitlistActive = errors.New("already on the waitlist")

// WaitlistEntry is one customer waiting for seats of a show.
type WaitlistEntry struct {
	bun.BaseModel `bun:"table:waitlist_entries"`

	ID       string `bun:"id,pk"`
	ShowID   string `bun:"show_id,notnull"`
	UserID   string `bun:"user_id,notnull"`
	Seats    int    `bun:"seats,notnull"`
	Together bool   `bun:"together,notnull"`
	// Category is the seat category wanted; "" (NULL) for any.
	Category  string    `bun:"category,nullzero"`
	Status    string    `bun:"status,notnull"`
	BookingID string    `bun:"booking_id,nullzero"`
	JoinedAt  time.Time `bun:"joined_at,notnull"`
	UpdatedAt time.Time `bun:"updated_at,notnull"`

	// Booking is the offer, when a reader loaded it.
	Booking *Booking `bun:"rel:belongs-to,join:booking_id=id"`
}

// InsertWaitlistEntry stores a new entry; ErrWaitlistActive when the
// customer already waits or holds an offer for the show.
func InsertWaitlistEntry(ctx context.Context, idb bun.IDB, e *WaitlistEntry) error {
	_, err := idb.NewInsert().Model(e).Exec(ctx)
	if err != nil && isUniqueViolation(err, "waitlist_entries") {
		return ErrWaitlistActive
	}
	return err
}

// isUniqueViolation recognises a unique-index conflict on table in either
// dialect's words.
func isUniqueViolation(err error, table string) bool {
	msg := err.Error()
	return strings.Contains(msg, "UNIQUE constraint failed: "+table) ||
		(strings.Contains(msg, "duplicate key") && strings.Contains(msg, table))
}

// WaitlistEntryByID reads one entry with its offer booking.
func WaitlistEntryByID(ctx context.Context, idb bun.IDB, id string) (*WaitlistEntry, error) {
	e := new(WaitlistEntry)
	err := idb.NewSelect().Model(e).Relation("Booking").Where("waitlist_entry.id = ?", id).Scan(ctx)
	return e, notFound(err)
}

// LatestWaitlistEntry is the customer's newest entry for a show, or
// ErrNotFound.
func LatestWaitlistEntry(ctx context.Context, idb bun.IDB, userID, showID string) (*WaitlistEntry, error) {
	e := new(WaitlistEntry)
	err := idb.NewSelect().Model(e).Relation("Booking").
		Where("waitlist_entry.user_id = ? AND waitlist_entry.show_id = ?", userID, showID).
		Order("waitlist_entry.joined_at DESC", "waitlist_entry.id DESC").Limit(1).Scan(ctx)
	return e, notFound(err)
}

// WaitlistOfUser lists a customer's entries, newest first.
func WaitlistOfUser(ctx context.Context, idb bun.IDB, userID string) ([]WaitlistEntry, error) {
	var out []WaitlistEntry
	err := idb.NewSelect().Model(&out).Relation("Booking").
		Where("waitlist_entry.user_id = ?", userID).
		Order("waitlist_entry.joined_at DESC", "waitlist_entry.id DESC").Scan(ctx)
	return out, err
}

// WaitingEntries lists the WAITING entries of the shows, in join order.
func WaitingEntries(ctx context.Context, idb bun.IDB, showIDs []string) ([]WaitlistEntry, error) {
	var out []WaitlistEntry
	if len(showIDs) == 0 {
		return out, nil
	}
	err := idb.NewSelect().Model(&out).
		Where("show_id IN (?) AND status = ?", bun.In(showIDs), WaitlistWaiting).
		Order("joined_at", "id").Scan(ctx)
	return out, err
}

// WaitlistAhead counts the WAITING entries of e's show that joined before e.
func WaitlistAhead(ctx context.Context, idb bun.IDB, e *WaitlistEntry) (int, error) {
	n, err := idb.NewSelect().Model((*WaitlistEntry)(nil)).
		Where("show_id = ? AND status = ?", e.ShowID, WaitlistWaiting).
		Where("(joined_at < ? OR (joined_at = ? AND id < ?))", e.JoinedAt, e.JoinedAt, e.ID).Count(ctx)
	return int(n), err
}

// WaitlistLengths counts the WAITING entries of each show.
func WaitlistLengths(ctx context.Context, idb bun.IDB, showIDs []string) (map[string]int, error) {
	out := make(map[string]int, len(showIDs))
	if len(showIDs) == 0 {
		return out, nil
	}
	var rows []struct {
		ShowID string `bun:"show_id"`
		N      int    `bun:"n"`
	}
	err := idb.NewSelect().Model((*WaitlistEntry)(nil)).ColumnExpr("show_id, COUNT(*) AS n").
		Where("show_id IN (?) AND status = ?", bun.In(showIDs), WaitlistWaiting).
		Group("show_id").Scan(ctx, &rows)
	for _, r := range rows {
		out[r.ShowID] = r.N
	}
	return out, err
}

// OfferedEntries lists the OFFERED entries of the shows with their offer
// bookings, so a seat change can settle those whose booking ended or was
// paid.
func OfferedEntries(ctx context.Context, idb bun.IDB, showIDs []string) ([]WaitlistEntry, error) {
	var out []WaitlistEntry
	if len(showIDs) == 0 {
		return out, nil
	}
	err := idb.NewSelect().Model(&out).Relation("Booking").
		Where("waitlist_entry.show_id IN (?) AND waitlist_entry.status = ?", bun.In(showIDs), WaitlistOffered).
		Scan(ctx)
	return out, err
}

// MoveWaitlistEntry moves entry id from status from to status to (with
// the offer booking bookingID, "" to keep it), only while it is still at
// from: the condition is what makes an offer or a lapse happen once
// however many transactions try. It reports whether it moved.
func MoveWaitlistEntry(ctx context.Context, idb bun.IDB, id, from, to, bookingID string, now time.Time) (bool, error) {
	q := idb.NewUpdate().Model((*WaitlistEntry)(nil)).
		Set("status = ?", to).Set("updated_at = ?", now).
		Where("id = ? AND status = ?", id, from)
	if bookingID != "" {
		q = q.Set("booking_id = ?", bookingID)
	}
	res, err := q.Exec(ctx)
	if err != nil {
		return false, fmt.Errorf("move waitlist entry %s: %w", id, err)
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// EndWaitlistOfShow ends every active entry of a cancelled show
// (SHOW_CANCELLED), in the cancellation's transaction.
func EndWaitlistOfShow(ctx context.Context, idb bun.IDB, showID string, now time.Time) error {
	_, err := idb.NewUpdate().Model((*WaitlistEntry)(nil)).
		Set("status = ?", WaitlistShowCancelled).Set("updated_at = ?", now).
		Where("show_id = ? AND status IN (?)", showID, bun.In([]string{WaitlistWaiting, WaitlistOffered})).
		Exec(ctx)
	if err != nil {
		return fmt.Errorf("end waitlist of show %s: %w", showID, err)
	}
	return nil
}

// LockShowRow takes the show's row lock until the transaction ends
// (PostgreSQL; SQLite has one writer at a time already), so the changes
// that offer a show's freed seats to its waiters do it one after another,
// each seeing what the one before committed.
func LockShowRow(ctx context.Context, idb bun.IDB, showID string) error {
	if !IsPG(idb) {
		return nil
	}
	var id string
	return idb.NewSelect().Model((*Show)(nil)).Column("id").Where("id = ?", showID).For("UPDATE").Scan(ctx, &id)
}

// DeleteUnofferedBooking removes a booking a waitlist offer made and then
// could not give (a seat went to someone else first), with its claims,
// inside the same transaction: nothing else refers to it yet.
func DeleteUnofferedBooking(ctx context.Context, idb bun.IDB, bookingID string) error {
	if err := DeleteClaims(ctx, idb, []string{bookingID}); err != nil {
		return err
	}
	_, err := idb.NewDelete().Model((*Booking)(nil)).Where("id = ? AND status = ?", bookingID, StatusPending).Exec(ctx)
	return err
}
