package mail

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/internal/domain/booking"
	"marquee/internal/platform/apperr"
	"marquee/internal/platform/auth"
	"marquee/internal/platform/clock"
)

// Outbox queues customers' messages and serves the admin's view of them.
type Outbox struct {
	DB    bun.IDB
	Clock clock.Clock
	// TZ is the zone of a cinema that stores none (THEATRE_TZ).
	TZ *time.Location
	// ReminderBefore is how long before a show its reminder is due; 0
	// queues no reminders.
	ReminderBefore time.Duration
	// PublicURL is where e-ticket links point.
	PublicURL string
	// Tickets signs the code the QR attachment carries, for admins'
	// view of a message's attachments.
	Tickets Tickets
}

var (
	_ booking.Notifier     = (*Outbox)(nil)
	_ booking.ShowNotifier = (*Outbox)(nil)
)

// BookingChanged queues, inside the transaction idb that changed booking
// b, the message of kind (booking.MailPaid, MailCancelled or
// MailRefunded). A paid booking also gets its reminder, unless the show is
// already within ReminderBefore; a cancelled or refunded one loses a
// reminder still waiting. Each kind is queued once per booking.
func (o *Outbox) BookingChanged(ctx context.Context, idb bun.IDB, kind string, b *db.Booking) error {
	switch kind {
	case booking.MailPaid, booking.MailCancelled, booking.MailRefunded, booking.MailWaitlistOffer:
	default:
		return fmt.Errorf("mail: unknown message kind %q", kind)
	}
	full, u, err := addressed(ctx, idb, b.ID)
	if err != nil {
		return err
	}
	now := o.Clock.Now()
	msg, err := o.message(kind, full, u, now)
	if err != nil {
		return err
	}
	msgs := []*db.OutboxMessage{msg}
	switch {
	case kind == booking.MailPaid && o.ReminderBefore > 0:
		if due := full.Show.StartsAt.Add(-o.ReminderBefore).UTC(); due.After(now) {
			rem, err := o.message(db.MailReminder, full, u, due)
			if err != nil {
				return err
			}
			rem.CreatedAt = now
			msgs = append(msgs, rem)
		}
	case kind != booking.MailPaid && kind != booking.MailWaitlistOffer:
		if _, err := db.DropPendingMail(ctx, idb, b.ID, db.MailReminder); err != nil {
			return fmt.Errorf("mail: drop reminder of %s: %w", b.ID, err)
		}
	}
	return db.EnqueueMail(ctx, idb, msgs...)
}

// addressed reads booking id as a message renders it (its show and
// food) and the customer it goes to: the account's user (nil when the
// account is gone), or for a counter sale, which belongs to no account,
// the e-mail address the buyer gave at the counter, if any.
func addressed(ctx context.Context, idb bun.IDB, id string) (*db.Booking, *db.User, error) {
	full, err := withFood(ctx, idb, id)
	if err != nil {
		return nil, nil, err
	}
	if full.Channel == db.ChannelCounter {
		return full, &db.User{ID: full.UserID, Email: booking.CounterEmail(full)}, nil
	}
	u, err := db.UserByID(ctx, idb, full.UserID)
	if err != nil && !errors.Is(err, db.ErrNotFound) {
		return nil, nil, fmt.Errorf("mail: customer of booking %s: %w", id, err)
	}
	return full, u, nil
}

// ShowChanged queues, inside the transaction idb that changed booking
// b's show, the message telling its customer (booking.MailShowCancelled
// or MailShowMoved), rendered from the show as the transaction left it.
// A cancellation drops a reminder still waiting; a move queues the
// reminder again for the new time (unless one was sent). Each kind is
// queued once per booking and occasion: the refund of a cancelled show's
// booking queues nothing the cancellation queued.
func (o *Outbox) ShowChanged(ctx context.Context, idb bun.IDB, ch booking.ShowChange, b *db.Booking) error {
	if ch.Kind != booking.MailShowCancelled && ch.Kind != booking.MailShowMoved {
		return fmt.Errorf("mail: unknown show change %q", ch.Kind)
	}
	full, u, err := addressed(ctx, idb, b.ID)
	if err != nil {
		return err
	}
	now := o.Clock.Now()
	l := newLetter(ch.Kind, full, u, o.TZ, o.PublicURL)
	l.Headline = showHeadline(ch, full, o.TZ)
	msg, err := o.render(l, full, u, now)
	if err != nil {
		return err
	}
	msg.Occasion = ch.Occasion
	msgs := []*db.OutboxMessage{msg}
	if _, err := db.DropPendingMail(ctx, idb, b.ID, db.MailReminder); err != nil {
		return fmt.Errorf("mail: drop reminder of %s: %w", b.ID, err)
	}
	if ch.Kind == booking.MailShowMoved && full.Status == db.StatusPaid && o.ReminderBefore > 0 {
		if due := full.Show.StartsAt.Add(-o.ReminderBefore).UTC(); due.After(now) {
			rem, err := o.message(db.MailReminder, full, u, due)
			if err != nil {
				return err
			}
			rem.CreatedAt = now
			msgs = append(msgs, rem)
		}
	}
	return db.EnqueueMail(ctx, idb, msgs...)
}

// withFood reads booking id with its show and its food order.
func withFood(ctx context.Context, idb bun.IDB, id string) (*db.Booking, error) {
	full, err := db.BookingWithShow(ctx, idb, id)
	if err != nil {
		return nil, fmt.Errorf("mail: booking %s: %w", id, err)
	}
	if full.FoodPaise > 0 {
		if full.Food, err = db.OrderLinesOf(ctx, idb, []string{id}); err != nil {
			return nil, fmt.Errorf("mail: food of booking %s: %w", id, err)
		}
	}
	return full, nil
}

// message renders one message of kind about b, due at due.
func (o *Outbox) message(kind string, b *db.Booking, u *db.User, due time.Time) (*db.OutboxMessage, error) {
	l := newLetter(kind, b, u, o.TZ, o.PublicURL)
	if kind == booking.MailWaitlistOffer {
		l.Headline, l.TicketURL = offerHeadline(b, o.TZ), ""
	}
	return o.render(l, b, u, due)
}

// render renders letter l about b as a message due at due.
func (o *Outbox) render(l *letter, b *db.Booking, u *db.User, due time.Time) (*db.OutboxMessage, error) {
	kind := l.Kind
	id, err := uuid.NewV7()
	if err != nil {
		return nil, err
	}
	c, err := render(l)
	if err != nil {
		return nil, fmt.Errorf("mail: %s message of %s: %w", kind, b.ID, err)
	}
	to := ""
	if u != nil {
		to = u.Email
	}
	return &db.OutboxMessage{ID: id.String(), BookingID: b.ID, Kind: kind, ToAddr: to,
		Subject: c.Subject, Text: c.Text, HTML: c.HTML, Status: db.MailPending,
		DueAt: due.UTC(), NextAttemptAt: due.UTC(), CreatedAt: due.UTC()}, nil
}

// MaxPage is the most messages one page lists.
const MaxPage = 200

// Page is one page of the outbox, newest first.
type Page struct {
	Messages      []db.OutboxMessage
	Total         int
	Offset, Limit int
}

// Statuses a page may be filtered by.
var statuses = map[string]bool{db.MailPending: true, db.MailSent: true, db.MailFailed: true, db.MailKept: true}

// List is the admin's page of the outbox; status "" lists every status.
func (o *Outbox) List(ctx context.Context, status string, offset, limit int) (*Page, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	if status != "" && !statuses[status] {
		return nil, apperr.BadInputf("Unknown outbox status %q", status)
	}
	if offset < 0 || limit < 1 || limit > MaxPage {
		return nil, apperr.BadInputf("offset must be 0 or more and limit 1 to %d", MaxPage)
	}
	list, err := db.MailPage(ctx, o.DB, status, offset, limit)
	if err != nil {
		return nil, err
	}
	total, err := db.CountMail(ctx, o.DB, status)
	if err != nil {
		return nil, err
	}
	return &Page{Messages: list, Total: total, Offset: offset, Limit: limit}, nil
}

// Message is one message of the outbox, for an admin.
func (o *Outbox) Message(ctx context.Context, id string) (*db.OutboxMessage, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	if _, err := uuid.Parse(id); err != nil {
		return nil, apperr.NotFoundf("Message not found")
	}
	m, err := db.MailByID(ctx, o.DB, id)
	if errors.Is(err, db.ErrNotFound) {
		return nil, apperr.NotFoundf("Message not found")
	}
	return m, err
}

// Attachments are the files message id carries to its customer, made by
// the worker's own code from the booking as it is now (what the worker
// would send now): the QR code and calendar entry of a paid booking's
// message and reminder, nothing for the others.
func (o *Outbox) Attachments(ctx context.Context, id string) ([]Attachment, error) {
	m, err := o.Message(ctx, id)
	if err != nil {
		return nil, err
	}
	if o.Tickets == nil {
		return nil, errors.New("mail: the outbox has no ticket signer")
	}
	b, err := db.BookingWithShow(ctx, o.DB, m.BookingID)
	if err != nil {
		return nil, fmt.Errorf("mail: booking of message %s: %w", id, err)
	}
	return attachments(m.Kind, b, o.Tickets, o.TZ, o.PublicURL)
}

// Retry puts a FAILED or KEPT message back in the queue, due now. A
// message that had no recipient takes the customer's address as it is
// now (they may have added one since).
func (o *Outbox) Retry(ctx context.Context, id string) (*db.OutboxMessage, error) {
	m, err := o.Message(ctx, id)
	if err != nil {
		return nil, err
	}
	to := ""
	if m.ToAddr == "" && m.Booking != nil {
		if u, err := db.UserByID(ctx, o.DB, m.Booking.UserID); err == nil {
			to = u.Email
		}
	}
	err = db.RetryMail(ctx, o.DB, id, to, o.Clock.Now())
	if errors.Is(err, db.ErrNotRetryable) {
		return nil, apperr.New(apperr.Conflict, "Only a failed or kept message can be retried; this one is %s", m.Status)
	}
	if err != nil {
		return nil, err
	}
	return db.MailByID(ctx, o.DB, id)
}
