package mail_test

import (
	"context"
	"io"
	"log/slog"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/db/migrations"
	"marquee/internal/adapters/smtp"
	"marquee/internal/domain/booking"
	"marquee/internal/domain/mail"
	"marquee/internal/platform/auth"
	"marquee/internal/testsupport/paytest"
	"marquee/internal/testsupport/smtptest"
	"marquee/internal/testsupport/testclock"
)

const publicURL = "https://tickets.example"

// replica is one app instance's share of the mail machinery: its own
// database handle, booking service and worker, on the test's clock.
type replica struct {
	bdb    *bun.DB
	svc    *booking.Service
	outbox *mail.Outbox
	w      *mail.Worker

	stop context.CancelFunc
	done chan struct{}
}

// env is a database, a clock, a show two days ahead and replicas sharing
// them.
type env struct {
	t        *testing.T
	clock    *testclock.Clock
	tz       *time.Location
	show     *db.Show
	replicas []*replica
	smtp     *smtptest.Server
}

// newEnv opens n handles on one fresh database of dialect, each replica
// sending to srv with cfg's settings (srv nil: keeping messages instead).
func newEnv(t *testing.T, dialect string, n int, srv *smtptest.Server, cfg smtp.Config) *env {
	t.Helper()
	dsn := dbtest.NewDSN(t, dialect)
	e := &env{t: t, clock: paytest.NewClock(), tz: paytest.TheatreTZ(t), smtp: srv}
	key := []byte("0123456789abcdef0123456789abcdef")
	for i := 0; i < n; i++ {
		bdb, err := db.Open(context.Background(), dsn)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = bdb.Close() })
		if err := migrations.Migrate(context.Background(), bdb); err != nil {
			t.Fatal(err)
		}
		svc := booking.New(bdb, paytest.Hold, e.tz, nil, nil)
		svc.Clock, svc.TicketKey = e.clock.Now, key
		var s mail.Sender
		if srv != nil {
			s = e.smtpSender(cfg)
		}
		w := mail.NewWorker(bdb, s, svc)
		w.Clock, w.TZ, w.PublicURL, w.Host = e.clock.Now, e.tz, publicURL, "tickets.example"
		w.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
		ob := &mail.Outbox{DB: bdb, Clock: e.clock.Now, TZ: e.tz, ReminderBefore: 3 * time.Hour, PublicURL: publicURL}
		svc.Notify, svc.Committed = ob, w.Kick // as the app wakes its worker
		e.replicas = append(e.replicas, &replica{bdb: bdb, svc: svc, outbox: ob, w: w})
	}
	e.show = paytest.AddShow(t, e.replicas[0].bdb, e.clock.Now().Add(48*time.Hour))
	return e
}

// smtpSender is a sender to the env's SMTP server.
func (e *env) smtpSender(cfg smtp.Config) mail.Sender {
	e.t.Helper()
	cfg.Host, cfg.Port, cfg.Loopback, cfg.From = e.smtp.Host, e.smtp.Port, true, "Marquee <tickets@tickets.example>"
	s, err := smtp.New(cfg)
	if err != nil {
		e.t.Fatal(err)
	}
	return s
}

// run starts every replica's worker loop; stop ends them all and waits.
func (e *env) run() {
	for _, r := range e.replicas {
		ctx, cancel := context.WithCancel(context.Background())
		r.stop, r.done = cancel, make(chan struct{})
		go func() {
			defer close(r.done)
			r.w.Run(ctx)
		}()
	}
	e.t.Cleanup(e.stop)
}

func (e *env) stop() {
	for _, r := range e.replicas {
		if r.stop != nil {
			r.stop()
			<-r.done
			r.stop = nil
		}
	}
}

// kickAll wakes every worker.
func (e *env) kickAll() {
	for _, r := range e.replicas {
		r.w.Kick()
	}
}

// drain runs one replica's worker until nothing is due.
func (e *env) drain(i int) int {
	e.t.Helper()
	n, err := e.replicas[i].w.Drain(context.Background())
	if err != nil {
		e.t.Fatal(err)
	}
	return n
}

// pay books seats as a new customer (with email, or none when empty) on
// replica i and pays for them there.
func (e *env) pay(i int, email string, seats ...string) *db.Booking {
	e.t.Helper()
	r := e.replicas[i]
	user := "user-" + uuid.NewString()[:8]
	ctx := auth.WithCaller(context.Background(), &auth.Caller{UserID: user, Name: "Asha " + user})
	b, err := r.svc.CreateBooking(ctx, e.show.ID, seats)
	if err != nil {
		e.t.Fatal(err)
	}
	now := e.clock.Now()
	if err := db.UpsertUser(context.Background(), r.bdb, &db.User{ID: user, Name: "Asha", Email: email, CreatedAt: now, UpdatedAt: now}); err != nil {
		e.t.Fatal(err)
	}
	out, err := r.svc.ConfirmPayment(context.Background(), booking.Payment{EventID: "evt_" + uuid.NewString(),
		EventType: "checkout.session.completed", BookingID: b.ID, AmountPaise: b.AmountPaise, Currency: "inr"})
	if err != nil || out != booking.OutcomePaid {
		e.t.Fatalf("pay %s: %v %v", b.ID, out, err)
	}
	full, err := db.BookingWithShow(context.Background(), r.bdb, b.ID)
	if err != nil {
		e.t.Fatal(err)
	}
	return full
}

// messages is the outbox of one booking, oldest first.
func (e *env) messages(bookingID string) map[string]db.OutboxMessage {
	e.t.Helper()
	list, err := dbtest.BookingMail(context.Background(), e.replicas[0].bdb, bookingID)
	if err != nil {
		e.t.Fatal(err)
	}
	out := map[string]db.OutboxMessage{}
	for _, m := range list {
		out[m.Kind] = m
	}
	return out
}

// admin is an admin's context.
func admin() context.Context {
	return auth.WithCaller(context.Background(), &auth.Caller{UserID: "admin", Name: "Admin", Admin: true, Staff: true})
}

// endPaid ends a paid booking as the refund path will: REFUNDED in one
// transaction, telling notify (when not nil) inside it.
func (e *env) endPaid(b *db.Booking, notify booking.Notifier) {
	e.t.Helper()
	bdb := e.replicas[0].bdb
	err := bdb.RunInTx(context.Background(), nil, func(ctx context.Context, tx bun.Tx) error {
		// A partial refund (a 10% fee kept), as a paid cancellation leaves it.
		if _, err := tx.NewUpdate().Model((*db.Booking)(nil)).Set("status = ?", db.StatusRefunded).
			Set("refunded_paise = amount_paise - amount_paise / 10").
			Where("id = ?", b.ID).Exec(ctx); err != nil {
			return err
		}
		if notify == nil {
			return nil
		}
		return notify.BookingChanged(ctx, tx, booking.MailRefunded, b)
	})
	if err != nil {
		e.t.Fatal(err)
	}
}
