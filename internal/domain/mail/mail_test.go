package mail_test

import (
	"bytes"
	"context"
	"image/png"
	"strings"
	"testing"
	"time"

	gosmtp "github.com/emersion/go-smtp"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/adapters/smtp"
	"marquee/internal/domain/eticket"
	"marquee/internal/domain/mail"
	"marquee/internal/testsupport/paytest"
	"marquee/internal/testsupport/smtptest"
)

func TestMain(m *testing.M) { paytest.Main(m) }

// eachDialect runs fn on SQLite and, when configured, PostgreSQL.
func eachDialect(t *testing.T, fn func(t *testing.T, dialect string)) {
	for _, d := range dbtest.Dialects(t) {
		t.Run(d, func(t *testing.T) { fn(t, d) })
	}
}

// checkTicketMail checks that got is b's e-mail of kind with everything a
// customer needs, and its QR code and calendar entry when ticket is set.
func checkTicketMail(t *testing.T, e *env, got *smtptest.Mail, b *db.Booking, to string, ticket bool) {
	t.Helper()
	if len(got.Envelope.To) != 1 || got.Envelope.To[0] != to || !strings.Contains(got.Header.Get("From"), "tickets@tickets.example") {
		t.Fatalf("envelope %+v, From %q", got.Envelope, got.Header.Get("From"))
	}
	when := b.Show.StartsAt.In(e.tz).Format("Mon 2 Jan 2006, 3:04 PM")
	for _, part := range []struct{ name, body string }{{"text", got.Text}, {"html", got.HTML}} {
		for _, want := range []string{b.Reference, paytest.MovieTitle, "Marquee QuickShow", b.Show.Screen.Name, when, strings.Join(b.Seats, ", "), "₹130.00"} {
			if !strings.Contains(part.body, want) {
				t.Errorf("%s part lacks %q:\n%s", part.name, want, part.body)
			}
		}
	}
	if !strings.Contains(got.Subject, b.Reference) || !strings.HasPrefix(got.HTML, "<!DOCTYPE html>") {
		t.Errorf("subject %q, html %.40q", got.Subject, got.HTML)
	}
	if !ticket {
		if len(got.Attachments) != 0 {
			t.Fatalf("%d attachments on a message without a ticket", len(got.Attachments))
		}
		return
	}
	if len(got.Attachments) != 2 {
		t.Fatalf("attachments %+v", got.Attachments)
	}
	qr := got.Attachment("image/png")
	want, _ := eticket.PNG(e.replicas[0].svc.TicketCodeOf(b), 8)
	if qr == nil || qr.Filename != "ticket-"+b.Reference+".png" || !bytes.Equal(qr.Data, want) {
		t.Fatalf("QR attachment %+v is not the ticket code's", qr)
	}
	if _, err := png.Decode(bytes.NewReader(qr.Data)); err != nil {
		t.Fatalf("QR attachment does not decode: %v", err)
	}
	ics := got.Attachment("text/calendar")
	if ics == nil || ics.Filename != "ticket-"+b.Reference+".ics" {
		t.Fatalf("calendar attachment %+v", ics)
	}
	for _, want := range []string{"BEGIN:VCALENDAR\r\n", "UID:booking-" + b.ID + "@marquee\r\n", "SUMMARY:" + paytest.MovieTitle + "\r\n",
		"DTSTART:" + b.Show.StartsAt.UTC().Format("20060102T150405Z") + "\r\n", "STATUS:CONFIRMED\r\n"} {
		if !strings.Contains(string(ics.Data), want) {
			t.Fatalf("calendar lacks %q:\n%s", want, ics.Data)
		}
	}
}

// Paying a booking queues its e-mail and its reminder in the payment's
// transaction; the worker, woken after commit, delivers the e-mail once,
// with the reference, the details and the QR code and calendar attached.
func TestPaymentSendsOneEmail(t *testing.T) {
	eachDialect(t, func(t *testing.T, dialect string) {
		srv := smtptest.Start(t, smtptest.Options{})
		e := newEnv(t, dialect, 1, srv, smtp.Config{})
		e.run()
		b := e.pay(0, "asha@example.com", "A1", "A2")
		checkTicketMail(t, e, srv.Next(t), b, "asha@example.com", true)
		e.stop()
		if n := srv.Accepted(); n != 1 {
			t.Fatalf("%d e-mails accepted, want 1", n)
		}
		msgs := e.messages(b.ID)
		paid, rem := msgs["PAID"], msgs["REMINDER"]
		if paid.Status != db.MailSent || paid.Attempts != 1 || paid.SentAt == nil || paid.LockedUntil != nil {
			t.Fatalf("paid message %+v", paid)
		}
		if due := b.Show.StartsAt.Add(-3 * time.Hour); rem.Status != db.MailPending || !rem.DueAt.Equal(due) || rem.Attempts != 0 {
			t.Fatalf("reminder %+v, want pending due %v", rem, due)
		}
	})
}

// Two replicas, each with its worker, on one database: every payment's
// e-mail is delivered exactly once, also when the server refuses the first
// two attempts with 451 (at RCPT, then at DATA).
func TestReplicasDeliverOnceThroughRetries(t *testing.T) {
	eachDialect(t, func(t *testing.T, dialect string) {
		srv := smtptest.Start(t, smtptest.Options{Refuse: func(stage string, n int) *gosmtp.SMTPError {
			if (n == 1 && stage == smtptest.StageRcpt) || (n == 2 && stage == smtptest.StageData) {
				return &gosmtp.SMTPError{Code: 451, EnhancedCode: gosmtp.EnhancedCode{4, 3, 0}, Message: "try again later"}
			}
			return nil
		}})
		e := newEnv(t, dialect, 2, srv, smtp.Config{})
		e.run()
		first := e.pay(1, "ravi@example.com", "A1", "A2")
		e.kickAll()
		if r := srv.NextRefusal(t); r.N != 1 || r.Stage != smtptest.StageRcpt || r.Code != 451 {
			t.Fatalf("first refusal %+v", r)
		}
		// Retries wait 30 s, then 60 s, counted from each claim.
		e.clock.Advance(mail.DefaultRetryBase)
		e.kickAll()
		if r := srv.NextRefusal(t); r.N != 2 || r.Stage != smtptest.StageData {
			t.Fatalf("second refusal %+v", r)
		}
		e.clock.Advance(2 * mail.DefaultRetryBase)
		e.kickAll()
		checkTicketMail(t, e, srv.Next(t), first, "ravi@example.com", true)

		// More payments on both replicas, every worker woken each time.
		want := map[string]bool{first.Reference: true}
		for i := 0; i < 6; i++ {
			b := e.pay(i%2, "guest@example.com", seat(i), seat(i+10))
			want[b.Reference] = true
			e.kickAll()
		}
		got := map[string]int{first.Reference: 1}
		for len(got) < len(want) || sum(got) < len(want) {
			m := srv.Next(t)
			for ref := range want {
				if strings.Contains(m.Subject, ref) {
					got[ref]++
				}
			}
		}
		e.stop()
		if n := srv.Accepted(); n != len(want) {
			t.Fatalf("%d e-mails accepted for %d payments: %v", n, len(want), got)
		}
		for ref, n := range got {
			if n != 1 {
				t.Fatalf("booking %s got %d e-mails", ref, n)
			}
		}
		if m := e.messages(first.ID)["PAID"]; m.Status != db.MailSent || m.Attempts != 3 || m.LastError != "" {
			t.Fatalf("retried message %+v", m)
		}
	})
}

func seat(i int) string { return string(rune('C'+i/9)) + string(rune('1'+i%9)) }

func sum(m map[string]int) int {
	n := 0
	for _, v := range m {
		n += v
	}
	return n
}

// A permanent refusal (550) fails the message at once, with the server's
// answer, visible in the admin's outbox; a retry puts it back in the
// queue and it is delivered.
func TestPermanentFailureIsVisibleAndRetried(t *testing.T) {
	eachDialect(t, func(t *testing.T, dialect string) {
		srv := smtptest.Start(t, smtptest.Options{Refuse: smtptest.FailFirst(1, smtptest.StageRcpt, 550)})
		e := newEnv(t, dialect, 1, srv, smtp.Config{})
		b := e.pay(0, "meera@example.com", "A1", "A2")
		if n := e.drain(0); n != 1 {
			t.Fatalf("handled %d messages", n)
		}
		ob := e.replicas[0].outbox
		page, err := ob.List(admin(), db.MailFailed, 0, 50)
		if err != nil {
			t.Fatal(err)
		}
		if page.Total != 1 || len(page.Messages) != 1 {
			t.Fatalf("failed page %+v", page)
		}
		m := page.Messages[0]
		if m.BookingID != b.ID || m.Kind != "PAID" || m.Attempts != 1 || !strings.Contains(m.LastError, "550") ||
			m.Booking == nil || m.Booking.Reference != b.Reference {
			t.Fatalf("failed message %+v", m)
		}
		if _, err := ob.List(paytest.As("someone"), "", 0, 50); err == nil {
			t.Fatal("a customer read the outbox")
		}
		if _, err := ob.Retry(admin(), b.ID); err == nil {
			t.Fatal("retried an unknown message")
		}
		again, err := ob.Retry(admin(), m.ID)
		if err != nil || again.Status != db.MailPending || again.Attempts != 0 {
			t.Fatalf("retry: %+v %v", again, err)
		}
		e.drain(0)
		checkTicketMail(t, e, srv.Next(t), b, "meera@example.com", true)
		if _, err := ob.Retry(admin(), m.ID); err == nil || !strings.Contains(err.Error(), "SENT") {
			t.Fatalf("retrying a sent message: %v", err)
		}
	})
}

// The reminder goes out REMINDER_HOURS before the show with the ticket
// attached. A refund queues its own e-mail and drops the reminder; a
// reminder whose booking stopped being paid without that is dropped when
// due, never sent.
func TestReminders(t *testing.T) {
	eachDialect(t, func(t *testing.T, dialect string) {
		srv := smtptest.Start(t, smtptest.Options{})
		e := newEnv(t, dialect, 1, srv, smtp.Config{})
		kept := e.pay(0, "kept@example.com", "A1", "A2")
		refunded := e.pay(0, "refunded@example.com", "B1", "B2")
		quiet := e.pay(0, "quiet@example.com", "C1", "C2")
		if n := e.drain(0); n != 3 {
			t.Fatalf("handled %d messages, want the 3 paid ones", n)
		}
		for range 3 {
			srv.Next(t)
		}
		e.endPaid(refunded, e.replicas[0].outbox)
		e.endPaid(quiet, nil)
		e.drain(0)
		got := srv.Next(t)
		if !strings.Contains(got.Subject, "refunded") || got.Envelope.To[0] != "refunded@example.com" {
			t.Fatalf("refund e-mail %q to %v", got.Subject, got.Envelope.To)
		}
		checkTicketMail(t, e, got, refunded, "refunded@example.com", false)
		back := mail.Rupees(refunded.AmountPaise - refunded.AmountPaise/10)
		if !strings.Contains(got.Text, "Refunded:          "+back) || !strings.Contains(got.HTML, back) {
			t.Fatalf("refund e-mail does not state the %s refunded:\n%s", back, got.Text)
		}
		if _, ok := e.messages(refunded.ID)["REMINDER"]; ok {
			t.Fatal("a refunded booking kept its reminder")
		}

		e.clock.Advance(48*time.Hour - 3*time.Hour - time.Minute)
		if n := e.drain(0); n != 0 {
			t.Fatalf("%d messages handled before the reminders were due", n)
		}
		e.clock.Advance(time.Minute)
		if n := e.drain(0); n != 2 {
			t.Fatalf("%d reminders handled, want 2 (one sent, one dropped)", n)
		}
		rem := srv.Next(t)
		if !strings.HasPrefix(rem.Subject, "Reminder: ") {
			t.Fatalf("reminder subject %q", rem.Subject)
		}
		checkTicketMail(t, e, rem, kept, "kept@example.com", true)
		if n := srv.Accepted(); n != 5 {
			t.Fatalf("%d e-mails accepted, want 3 paid, 1 refund, 1 reminder", n)
		}
		if m, ok := e.messages(quiet.ID)["REMINDER"]; ok {
			t.Fatalf("reminder of a booking no longer paid: %+v", m)
		}
		if m := e.messages(kept.ID)["REMINDER"]; m.Status != db.MailSent {
			t.Fatalf("reminder %+v", m)
		}
	})
}

// A payment inside the reminder window queues no reminder.
func TestNoReminderInsideTheWindow(t *testing.T) {
	eachDialect(t, func(t *testing.T, dialect string) {
		e := newEnv(t, dialect, 1, nil, smtp.Config{})
		e.show = paytest.AddShow(t, e.replicas[0].bdb, e.clock.Now().Add(3*time.Hour))
		b := e.pay(0, "late@example.com", "A1", "A2")
		msgs := e.messages(b.ID)
		if _, ok := msgs["REMINDER"]; ok || len(msgs) != 1 {
			t.Fatalf("messages %+v", msgs)
		}
	})
}

// Without an SMTP server messages are kept, with their text and HTML, for
// the admin's outbox; a reminder is kept when it falls due; a retried
// message is kept again.
func TestKeptWithoutSMTP(t *testing.T) {
	eachDialect(t, func(t *testing.T, dialect string) {
		e := newEnv(t, dialect, 1, nil, smtp.Config{})
		b := e.pay(0, "", "A1", "A2")
		if n := e.drain(0); n != 1 {
			t.Fatalf("handled %d", n)
		}
		page, err := e.replicas[0].outbox.List(admin(), "", 0, 50)
		if err != nil {
			t.Fatal(err)
		}
		if page.Total != 2 || page.Messages[0].Kind != db.MailReminder || page.Messages[1].Kind != "PAID" {
			t.Fatalf("outbox %+v", page)
		}
		paid := page.Messages[1]
		if paid.Status != db.MailKept || paid.ToAddr != "" || !strings.Contains(paid.Text, b.Reference) ||
			!strings.Contains(paid.HTML, b.Reference) || paid.Attempts != 1 {
			t.Fatalf("kept message %+v", paid)
		}
		if page, _ := e.replicas[0].outbox.List(admin(), db.MailKept, 0, 50); page.Total != 1 {
			t.Fatalf("kept page %+v", page)
		}
		e.clock.Advance(45 * time.Hour)
		e.drain(0)
		if m := e.messages(b.ID)["REMINDER"]; m.Status != db.MailKept {
			t.Fatalf("due reminder %+v", m)
		}
		if m, err := e.replicas[0].outbox.Retry(admin(), paid.ID); err != nil || m.Status != db.MailPending {
			t.Fatalf("retry %+v %v", m, err)
		}
		e.drain(0)
		if m := e.messages(b.ID)["PAID"]; m.Status != db.MailKept {
			t.Fatalf("retried message %+v", m)
		}
	})
}

// A customer without an e-mail address: the message fails at once,
// saying so; once they have one, a retry delivers it to them.
func TestNoAddressFailsThenRetries(t *testing.T) {
	eachDialect(t, func(t *testing.T, dialect string) {
		srv := smtptest.Start(t, smtptest.Options{})
		e := newEnv(t, dialect, 1, srv, smtp.Config{})
		b := e.pay(0, "", "A1", "A2")
		e.drain(0)
		m := e.messages(b.ID)["PAID"]
		if m.Status != db.MailFailed || !strings.Contains(m.LastError, "no e-mail address") {
			t.Fatalf("message %+v", m)
		}
		now := e.clock.Now()
		if err := db.UpsertUser(context.Background(), e.replicas[0].bdb, &db.User{ID: b.UserID, Name: "Asha", Email: "asha@example.com", CreatedAt: now, UpdatedAt: now}); err != nil {
			t.Fatal(err)
		}
		if _, err := e.replicas[0].outbox.Retry(admin(), m.ID); err != nil {
			t.Fatal(err)
		}
		e.drain(0)
		checkTicketMail(t, e, srv.Next(t), b, "asha@example.com", true)
	})
}

// A worker that died holding a message leaves it leased; once the lease
// ends another worker sends it, once.
func TestExpiredLeaseIsTakenOver(t *testing.T) {
	eachDialect(t, func(t *testing.T, dialect string) {
		srv := smtptest.Start(t, smtptest.Options{})
		e := newEnv(t, dialect, 2, srv, smtp.Config{})
		b := e.pay(0, "asha@example.com", "A1", "A2")
		now := e.clock.Now()
		dead, err := db.ClaimMail(context.Background(), e.replicas[0].bdb, now, now.Add(mail.DefaultLease), "dead-worker")
		if err != nil || dead == nil || dead.BookingID != b.ID {
			t.Fatalf("claim: %+v %v", dead, err)
		}
		if n := e.drain(1); n != 0 {
			t.Fatalf("took over a live lease (%d handled)", n)
		}
		e.clock.Advance(mail.DefaultLease)
		if n := e.drain(1); n != 1 {
			t.Fatalf("handled %d after the lease ended", n)
		}
		checkTicketMail(t, e, srv.Next(t), b, "asha@example.com", true)
		if ok, err := db.MarkMailSent(context.Background(), e.replicas[0].bdb, dead.ID, "dead-worker", now); err != nil || ok {
			t.Fatalf("the dead worker recorded an outcome: %v %v", ok, err)
		}
		if m := e.messages(b.ID)["PAID"]; m.Status != db.MailSent || m.Attempts != 2 || srv.Accepted() != 1 {
			t.Fatalf("message %+v, %d accepted", m, srv.Accepted())
		}
	})
}

// SMTP_URL's user and password authenticate (AUTH PLAIN on loopback).
func TestSMTPAuth(t *testing.T) {
	srv := smtptest.Start(t, smtptest.Options{Username: "marquee", Password: "s3cret"})
	e := newEnv(t, "sqlite", 1, srv, smtp.Config{Username: "marquee", Password: "s3cret"})
	b := e.pay(0, "asha@example.com", "A1", "A2")
	e.drain(0)
	checkTicketMail(t, e, srv.Next(t), b, "asha@example.com", true)

	bad := newEnv(t, "sqlite", 1, srv, smtp.Config{Username: "marquee", Password: "wrong"})
	b = bad.pay(0, "asha@example.com", "A1", "A2")
	bad.drain(0)
	if m := bad.messages(b.ID)["PAID"]; m.Status != db.MailPending || m.Attempts != 1 || !strings.Contains(m.LastError, "535") {
		t.Fatalf("refused credentials: %+v", m)
	}
}

// smtps:// speaks TLS from the first byte and authenticates over it with
// the best mechanism the server offers (PLAIN here): the sender dials the
// TLS itself, so the greeting is under its timeout too.
func TestImplicitTLSWithAuth(t *testing.T) {
	srv := smtptest.Start(t, smtptest.Options{ImplicitTLS: true, Username: "marquee", Password: "s3cret"})
	e := newEnv(t, "sqlite", 1, srv, smtp.Config{ImplicitTLS: true, RootCAs: srv.RootCAs, Username: "marquee", Password: "s3cret"})
	b := e.pay(0, "asha@example.com", "A1", "A2")
	e.drain(0)
	got := srv.Next(t)
	if !got.Envelope.TLS {
		t.Fatal("the message did not come over TLS")
	}
	checkTicketMail(t, e, got, b, "asha@example.com", true)

	untrusted := newEnv(t, "sqlite", 1, srv, smtp.Config{ImplicitTLS: true, Username: "marquee", Password: "s3cret"})
	b = untrusted.pay(0, "asha@example.com", "A1", "A2")
	untrusted.drain(0)
	if m := untrusted.messages(b.ID)["PAID"]; m.Status != db.MailPending || !strings.Contains(m.LastError, "certificate") {
		t.Fatalf("a server with an untrusted certificate: %+v", m)
	}
}
