package mail

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/internal/domain/booking"
	"marquee/internal/domain/eticket"
	"marquee/internal/platform/clock"
)

// Defaults of a Worker's tuning.
const (
	DefaultLease       = 2 * time.Minute
	DefaultRetryBase   = 30 * time.Second
	DefaultRetryCap    = 10 * time.Minute
	DefaultMaxAttempts = 8
	DefaultPoll        = 30 * time.Second
	DefaultSendTimeout = 60 * time.Second
	DefaultStopGrace   = 5 * time.Second
)

// Tickets signs ticket codes (the booking service does).
type Tickets interface {
	TicketCodeOf(b *db.Booking) string
}

// Worker delivers the outbox's due messages, one at a time. Every replica
// runs one; a message is leased to one worker while it is sent.
type Worker struct {
	DB    bun.IDB
	Clock clock.Clock
	// Sender delivers messages; nil keeps them (KEPT) instead.
	Sender Sender
	// Tickets makes the code the attached QR image carries.
	Tickets Tickets
	// TZ is the zone of a cinema that stores none (THEATRE_TZ).
	TZ *time.Location
	// PublicURL is where the calendar entry links to the e-ticket.
	PublicURL string
	// Host names the Message-ID's domain.
	Host string
	// Lease is how long a worker holds a message it is sending; it must
	// outlast SendTimeout, or a slow send could be taken over and sent
	// twice.
	Lease time.Duration
	// A temporary failure is retried after RetryBase, doubling each time
	// up to RetryCap, until MaxAttempts attempts have failed.
	RetryBase, RetryCap time.Duration
	MaxAttempts         int
	// Poll is the longest the worker sleeps: what wakes it for messages
	// queued on other replicas, since Kick only reaches this one.
	Poll time.Duration
	// SendTimeout bounds one delivery, from connecting to the server's
	// last answer; the sender's own timeout bounds each step inside it.
	SendTimeout time.Duration
	// StopGrace is how long a delivery under way may still run once the
	// worker is asked to stop: enough for a healthy server to answer the
	// message it has just been given, so it is recorded as sent rather
	// than sent again; then the connection is closed and the message
	// released. 0 abandons it at once.
	StopGrace time.Duration
	Logger    *slog.Logger

	kick chan struct{}
}

// NewWorker is a worker with the default tuning.
func NewWorker(idb bun.IDB, sender Sender, tickets Tickets) *Worker {
	return &Worker{DB: idb, Sender: sender, Tickets: tickets, TZ: time.UTC,
		Lease: DefaultLease, RetryBase: DefaultRetryBase, RetryCap: DefaultRetryCap,
		MaxAttempts: DefaultMaxAttempts, Poll: DefaultPoll, SendTimeout: DefaultSendTimeout, StopGrace: DefaultStopGrace,
		Host: "marquee.invalid", Logger: slog.Default(), kick: make(chan struct{}, 1)}
}

// Kick wakes the worker to look for due messages; call it after a
// transaction that queued one has committed.
func (w *Worker) Kick() {
	select {
	case w.kick <- struct{}{}:
	default:
	}
}

// Run delivers due messages until ctx is cancelled. A message being sent
// when ctx ends has StopGrace to finish; then it is abandoned (its
// connection closed) and released for the next worker, so a slow or
// silent server never holds up stopping for longer than that.
func (w *Worker) Run(ctx context.Context) {
	for {
		if _, err := w.Drain(ctx); err != nil && ctx.Err() == nil {
			w.Logger.ErrorContext(ctx, "mail outbox", "err", err)
		}
		wait := w.Poll
		if next, ok, err := db.NextMailDue(ctx, w.DB); err == nil && ok {
			wait = min(wait, next.Sub(w.Clock.Now()))
		}
		t := time.NewTimer(max(wait, 10*time.Millisecond))
		select {
		case <-ctx.Done():
			t.Stop()
			return
		case <-w.kick:
			t.Stop()
		case <-t.C:
		}
	}
}

// Drain handles messages while any is due, and returns how many it
// handled.
func (w *Worker) Drain(ctx context.Context) (int, error) {
	n := 0
	for ctx.Err() == nil {
		next, ok, err := db.NextMailDue(ctx, w.DB)
		if err != nil || !ok || next.After(w.Clock.Now()) {
			return n, err
		}
		did, err := w.handleOne(ctx)
		if err != nil || !did {
			return n, err
		}
		n++
	}
	return n, nil
}

// handleOne leases the next due message, delivers it and records the
// outcome; false when another worker took what was due.
func (w *Worker) handleOne(ctx context.Context) (bool, error) {
	claimedAt := w.Clock.Now()
	token := uuid.NewString()
	m, err := db.ClaimMail(ctx, w.DB, claimedAt, claimedAt.Add(w.Lease), token)
	if err != nil || m == nil {
		return false, err
	}
	// From here the message is this worker's: its outcome is recorded even
	// when asked to stop, so it is never left leased. Only the sending
	// stops with ctx, StopGrace later.
	stop, cancel := afterGrace(ctx, w.StopGrace)
	defer cancel()
	ctx = context.WithoutCancel(ctx)
	out := w.deliver(ctx, stop, m)
	if out.status == db.MailPending && stop.Err() != nil {
		// Cut short by the worker stopping, not refused: another worker
		// may take it at once. Had the server already accepted it, the
		// copy it gets again carries the same Message-ID.
		w.Logger.InfoContext(ctx, "mail: stopping; message released unsent", "message", m.ID, "err", out.err)
		if err := db.ReleaseMail(ctx, w.DB, m.ID, token); err != nil {
			return true, fmt.Errorf("release outbox message %s: %w", m.ID, err)
		}
		return true, nil
	}
	held, err := w.record(ctx, m, token, claimedAt, out)
	if err != nil {
		return true, fmt.Errorf("record outbox message %s: %w", m.ID, err)
	}
	if !held {
		w.Logger.WarnContext(ctx, "mail: lease lost before the outcome was recorded", "message", m.ID, "outcome", out.status)
	}
	return true, nil
}

// afterGrace is a context that ends grace after ctx does (at once when
// grace <= 0), or when cancel is called.
func afterGrace(ctx context.Context, grace time.Duration) (context.Context, context.CancelFunc) {
	out, cancel := context.WithCancel(context.WithoutCancel(ctx))
	stop := context.AfterFunc(ctx, func() {
		t := time.NewTimer(grace)
		defer t.Stop()
		select {
		case <-t.C:
			cancel()
		case <-out.Done():
		}
	})
	return out, func() {
		stop()
		cancel()
	}
}

// outcome is what became of one attempt.
type outcome struct {
	status string // SENT, FAILED, KEPT, PENDING (retry), or "" (dropped)
	err    error
}

// deliver makes one attempt at m; stop ending abandons the sending.
func (w *Worker) deliver(ctx, stop context.Context, m *db.OutboxMessage) outcome {
	b, err := db.BookingWithShow(ctx, w.DB, m.BookingID)
	if err != nil {
		return outcome{status: db.MailPending, err: fmt.Errorf("read booking: %w", err)}
	}
	if m.Kind == db.MailReminder && (b.Status != db.StatusPaid || !w.Clock.Now().Before(b.Show.StartsAt)) {
		return outcome{} // nothing to remind of: dropped
	}
	if w.Sender == nil {
		return outcome{status: db.MailKept}
	}
	msg, err := w.compose(m, b)
	if err != nil {
		return outcome{status: db.MailFailed, err: err}
	}
	sendCtx, cancel := context.WithTimeout(stop, w.SendTimeout)
	defer cancel()
	err = w.Sender.Send(sendCtx, msg)
	switch {
	case err == nil:
		return outcome{status: db.MailSent}
	case IsPermanent(err):
		return outcome{status: db.MailFailed, err: err}
	default:
		return outcome{status: db.MailPending, err: err}
	}
}

// compose builds the e-mail of m about b, with its attachments.
func (w *Worker) compose(m *db.OutboxMessage, b *db.Booking) (*Message, error) {
	msg := &Message{ID: m.ID + "@" + w.Host, To: m.ToAddr, Subject: m.Subject, Text: m.Text, HTML: m.HTML}
	var err error
	msg.Attachments, err = attachments(m.Kind, b, w.Tickets, w.TZ, w.PublicURL)
	if err != nil {
		return nil, err
	}
	return msg, nil
}

// attachments are what a message of kind about b carries: for a paid
// booking's message and its reminder, the ticket's QR code and calendar
// entry; nothing for the others. b's show is loaded with its movie and
// cinema. The worker sends these, and admins see the same in the outbox.
func attachments(kind string, b *db.Booking, tickets Tickets, tz *time.Location, publicURL string) ([]Attachment, error) {
	if kind != booking.MailPaid && kind != db.MailReminder {
		return nil, nil
	}
	png, err := eticket.PNG(tickets.TicketCodeOf(b), 8)
	if err != nil {
		return nil, err
	}
	ev, err := eticket.BookingEvent(b, b.Status, tz, TicketURL(publicURL, b.Reference))
	if err != nil {
		return nil, err
	}
	return []Attachment{
		{Name: "ticket-" + b.Reference + ".png", ContentType: "image/png", Data: png},
		{Name: "ticket-" + b.Reference + ".ics", ContentType: "text/calendar", Data: []byte(eticket.Calendar(ev))},
	}, nil
}

// record stores out; false means the lease was lost meanwhile.
func (w *Worker) record(ctx context.Context, m *db.OutboxMessage, token string, claimedAt time.Time, out outcome) (bool, error) {
	now := w.Clock.Now()
	switch out.status {
	case "":
		w.Logger.InfoContext(ctx, "mail: reminder dropped: the booking is no longer paid or its show began", "message", m.ID, "booking", m.BookingID)
		return db.DropClaimedMail(ctx, w.DB, m.ID, token)
	case db.MailSent:
		return db.MarkMailSent(ctx, w.DB, m.ID, token, now)
	case db.MailKept:
		return db.EndMail(ctx, w.DB, m.ID, token, db.MailKept, "")
	case db.MailFailed:
		w.Logger.WarnContext(ctx, "mail: permanent failure", "message", m.ID, "booking", m.BookingID, "err", out.err)
		return db.EndMail(ctx, w.DB, m.ID, token, db.MailFailed, errText(out.err))
	}
	if m.Attempts >= w.MaxAttempts {
		w.Logger.WarnContext(ctx, "mail: giving up", "message", m.ID, "attempts", m.Attempts, "err", out.err)
		return db.EndMail(ctx, w.DB, m.ID, token, db.MailFailed,
			errText(fmt.Errorf("gave up after %d attempts: %w", m.Attempts, out.err)))
	}
	// The delay counts from the claim, not from the end of a slow send.
	next := claimedAt.Add(w.backoff(m.Attempts))
	w.Logger.InfoContext(ctx, "mail: will retry", "message", m.ID, "attempt", m.Attempts, "at", next, "err", out.err)
	return db.RescheduleMail(ctx, w.DB, m.ID, token, next, errText(out.err))
}

// backoff is the wait after the attempt-th failed attempt.
func (w *Worker) backoff(attempt int) time.Duration {
	d := w.RetryBase
	for i := 1; i < attempt && d < w.RetryCap; i++ {
		d *= 2
	}
	return min(d, w.RetryCap)
}

// errText is what admins read of an error, bounded.
func errText(err error) string {
	if err == nil {
		return ""
	}
	s := err.Error()
	if len(s) > 1000 {
		s = strings.ToValidUTF8(s[:1000], "") + "…"
	}
	return s
}
