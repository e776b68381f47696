package db

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/uptrace/bun"
)

// Outbox statuses. A message is PENDING until a worker delivers it
// (SENT), gives up on it (FAILED), or, with no SMTP server configured,
// keeps it undelivered for admins to read (KEPT).
const (
	MailPending = "PENDING"
	MailSent    = "SENT"
	MailFailed  = "FAILED"
	MailKept    = "KEPT"
)

// MailReminder is the kind of the message sent before a show; the other
// kinds are the booking transitions that cause them (PAID, CANCELLED,
// REFUNDED) and the changes of a show (SHOW_CANCELLED, SHOW_MOVED).
const MailReminder = "REMINDER"

// OutboxMessage is one e-mail to a customer, written in the transaction
// that causes it and delivered by a worker. (booking_id, kind, occasion)
// is unique, so a kind is queued once per booking and occasion however
// often its cause is replayed. A worker holds a message while it sends it: LockedUntil is
// when its lease ends and LeaseToken names the holder, so a worker whose
// lease ran out cannot record the outcome of a message another took over.
type OutboxMessage struct {
	bun.BaseModel `bun:"table:outbox_messages"`

	ID        string `bun:"id,pk"`
	BookingID string `bun:"booking_id,notnull"`
	Kind      string `bun:"kind,notnull"`
	// ToAddr is empty when the customer has no e-mail address.
	ToAddr  string `bun:"to_addr,notnull"`
	Subject string `bun:"subject,notnull"`
	Text    string `bun:"text,notnull"`
	HTML    string `bun:"html,notnull"`
	Status  string `bun:"status,notnull"`
	// Attempts counts the deliveries started.
	Attempts  int    `bun:"attempts,notnull"`
	LastError string `bun:"last_error,notnull"`
	// DueAt is when the message was meant to go (a reminder's is before
	// the show); NextAttemptAt moves on with every retry.
	DueAt         time.Time  `bun:"due_at,notnull"`
	NextAttemptAt time.Time  `bun:"next_attempt_at,notnull"`
	SentAt        *time.Time `bun:"sent_at,nullzero"`
	CreatedAt     time.Time  `bun:"created_at,notnull"`
	LockedUntil   *time.Time `bun:"locked_until,nullzero"`
	LeaseToken    string     `bun:"lease_token,notnull"`
	// Occasion tells apart messages of one kind about one booking that
	// each have a cause of their own: a show moved twice is two
	// SHOW_MOVED messages (the show's revision); "" for the other kinds.
	Occasion string `bun:"occasion,notnull"`

	Booking *Booking `bun:"rel:belongs-to,join:booking_id=id"`
}

// EnqueueMail stores new messages; a kind already queued for its booking
// and occasion is left as it is.
func EnqueueMail(ctx context.Context, idb bun.IDB, msgs ...*OutboxMessage) error {
	if len(msgs) == 0 {
		return nil
	}
	_, err := idb.NewInsert().Model(&msgs).On("CONFLICT (booking_id, kind, occasion) DO NOTHING").Exec(ctx)
	return err
}

// DropPendingMail deletes a booking's message of kind that is still
// waiting (a reminder of a booking that was cancelled), and says whether
// there was one.
func DropPendingMail(ctx context.Context, idb bun.IDB, bookingID, kind string) (bool, error) {
	res, err := idb.NewDelete().Model((*OutboxMessage)(nil)).
		Where("booking_id = ? AND kind = ? AND status = ?", bookingID, kind, MailPending).Exec(ctx)
	return oneRow(res, err)
}

// ClaimMail leases the message that has waited longest among those due at
// now, until leaseUntil, under token, and counts the attempt; nil when none
// is due. On PostgreSQL rows another worker is claiming are skipped, so
// replicas share the queue without waiting on each other; SQLite's single
// writer serialises claims. Either way the one statement claims a message
// for one worker only. The subquery is a scalar (= rather than IN): PostgreSQL
// runs it once, whereas IN may run a SKIP LOCKED subquery again per row and
// lease more messages than it returns.
func ClaimMail(ctx context.Context, idb bun.IDB, now, leaseUntil time.Time, token string) (*OutboxMessage, error) {
	due := idb.NewSelect().Model((*OutboxMessage)(nil)).Column("id").
		Where("status = ? AND next_attempt_at <= ?", MailPending, now).
		Where("(locked_until IS NULL OR locked_until <= ?)", now).
		OrderExpr("next_attempt_at, id").Limit(1)
	if IsPG(idb) {
		due = due.For("UPDATE SKIP LOCKED")
	}
	var claimed []OutboxMessage
	_, err := idb.NewUpdate().Model(&claimed).
		Set("locked_until = ?", leaseUntil).Set("lease_token = ?", token).Set("attempts = attempts + 1").
		Where("id = (?)", due).Where("status = ?", MailPending).
		Returning("*").Exec(ctx)
	if err != nil || len(claimed) == 0 {
		return nil, err
	}
	return &claimed[0], nil
}

// leased narrows an update to the message id while token still holds it.
func leased(q *bun.UpdateQuery, id, token string) *bun.UpdateQuery {
	return q.Set("locked_until = NULL").Where("id = ? AND lease_token = ? AND status = ?", id, token, MailPending)
}

// oneRow reports whether a statement changed a row.
func oneRow(res sql.Result, err error) (bool, error) {
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// MarkMailSent records a delivery; false means the lease was lost.
func MarkMailSent(ctx context.Context, idb bun.IDB, id, token string, now time.Time) (bool, error) {
	q := idb.NewUpdate().Model((*OutboxMessage)(nil)).
		Set("status = ?", MailSent).Set("sent_at = ?", now).Set("last_error = ''")
	return oneRow(leased(q, id, token).Exec(ctx))
}

// RescheduleMail puts a message back in the queue for another attempt at
// next, recording why this one failed.
func RescheduleMail(ctx context.Context, idb bun.IDB, id, token string, next time.Time, lastErr string) (bool, error) {
	q := idb.NewUpdate().Model((*OutboxMessage)(nil)).
		Set("next_attempt_at = ?", next).Set("last_error = ?", lastErr)
	return oneRow(leased(q, id, token).Exec(ctx))
}

// EndMail gives a message its final status, FAILED (with why) or KEPT.
func EndMail(ctx context.Context, idb bun.IDB, id, token, status, lastErr string) (bool, error) {
	q := idb.NewUpdate().Model((*OutboxMessage)(nil)).
		Set("status = ?", status).Set("last_error = ?", lastErr)
	return oneRow(leased(q, id, token).Exec(ctx))
}

// DropClaimedMail deletes a message its holder decided not to send (a
// reminder whose booking is no longer paid).
func DropClaimedMail(ctx context.Context, idb bun.IDB, id, token string) (bool, error) {
	res, err := idb.NewDelete().Model((*OutboxMessage)(nil)).
		Where("id = ? AND lease_token = ? AND status = ?", id, token, MailPending).Exec(ctx)
	return oneRow(res, err)
}

// ReleaseMail ends a lease without an outcome (the worker is stopping),
// so another worker may take the message at once.
func ReleaseMail(ctx context.Context, idb bun.IDB, id, token string) error {
	_, err := leased(idb.NewUpdate().Model((*OutboxMessage)(nil)), id, token).Exec(ctx)
	return err
}

// NextMailDue is when the next waiting message becomes claimable: the
// earliest next attempt of an unleased message, or the earliest end of a
// lease (its worker may have died). ok is false when nothing waits.
func NextMailDue(ctx context.Context, idb bun.IDB) (next time.Time, ok bool, err error) {
	var free, lease []time.Time
	if err := idb.NewSelect().Model((*OutboxMessage)(nil)).Column("next_attempt_at").
		Where("status = ? AND locked_until IS NULL", MailPending).
		OrderExpr("next_attempt_at").Limit(1).Scan(ctx, &free); err != nil {
		return time.Time{}, false, err
	}
	if err := idb.NewSelect().Model((*OutboxMessage)(nil)).Column("locked_until").
		Where("status = ? AND locked_until IS NOT NULL", MailPending).
		OrderExpr("locked_until").Limit(1).Scan(ctx, &lease); err != nil {
		return time.Time{}, false, err
	}
	for _, t := range append(free, lease...) {
		if !ok || t.Before(next) {
			next, ok = t, true
		}
	}
	return next, ok, nil
}

// MailPage lists messages newest first, each with its booking; status ""
// lists every status.
func MailPage(ctx context.Context, idb bun.IDB, status string, offset, limit int) ([]OutboxMessage, error) {
	var list []OutboxMessage
	q := idb.NewSelect().Model(&list).Relation("Booking").
		OrderExpr("outbox_message.created_at DESC, outbox_message.id DESC").Offset(int64(offset)).Limit(int64(limit))
	if status != "" {
		q = q.Where("outbox_message.status = ?", status)
	}
	return list, q.Scan(ctx)
}

// CountMail counts messages of status ("" counts all).
func CountMail(ctx context.Context, idb bun.IDB, status string) (int, error) {
	q := idb.NewSelect().Model((*OutboxMessage)(nil))
	if status != "" {
		q = q.Where("status = ?", status)
	}
	n, err := q.Count(ctx)
	return int(n), err
}

// MailByID returns one message with its booking, or ErrNotFound.
func MailByID(ctx context.Context, idb bun.IDB, id string) (*OutboxMessage, error) {
	m := new(OutboxMessage)
	if err := idb.NewSelect().Model(m).Relation("Booking").Where("outbox_message.id = ?", id).Scan(ctx); err != nil {
		return nil, notFound(err)
	}
	return m, nil
}

// ErrNotRetryable reports a retry of a message that is neither FAILED nor
// KEPT.
var ErrNotRetryable = errors.New("outbox message is not failed or kept")

// RetryMail puts a FAILED or KEPT message back in the queue, due now, with
// a fresh count of attempts (its last error stays until the next outcome);
// toAddr replaces its recipient when not empty.
func RetryMail(ctx context.Context, idb bun.IDB, id, toAddr string, now time.Time) error {
	q := idb.NewUpdate().Model((*OutboxMessage)(nil)).
		Set("status = ?", MailPending).Set("next_attempt_at = ?", now).Set("attempts = 0").
		Set("locked_until = NULL").Set("lease_token = ''").
		Where("id = ? AND status IN (?)", id, bun.In([]string{MailFailed, MailKept}))
	if toAddr != "" {
		q = q.Set("to_addr = ?", toAddr)
	}
	ok, err := oneRow(q.Exec(ctx))
	if err == nil && !ok {
		return ErrNotRetryable
	}
	return err
}
