package resolvers_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"image/png"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/domain/booking"
	"marquee/internal/testsupport/apptest"
	"marquee/internal/testsupport/smtptest"
)

// mailShow stores a movie and a show two days ahead, at noon in Kolkata.
func mailShow(t *testing.T, s *apptest.Server, movieID int64) *db.Show {
	t.Helper()
	ctx := context.Background()
	kolkata, _ := time.LoadLocation("Asia/Kolkata")
	day := time.Now().In(kolkata).AddDate(0, 0, 2)
	starts := time.Date(day.Year(), day.Month(), day.Day(), 12, 0, 0, 0, kolkata)
	movie := &db.Movie{ID: movieID, Title: "Letters Home", Runtime: 110, Genres: []db.Genre{}, CreatedAt: starts}
	if _, err := db.InsertMovie(ctx, s.DB, movie); err != nil {
		t.Fatal(err)
	}
	show := &db.Show{ID: uuid.NewString(), MovieID: movie.ID, StartsAt: starts, PricePaise: 10000, CreatedAt: starts}
	if err := dbtest.InsertShow(ctx, s.DB, show); err != nil {
		t.Fatal(err)
	}
	return show
}

type bookedRef struct{ ID, Reference string }

// bookAndPay books seats as a new customer with an e-mail address and
// confirms the payment on server s, as a webhook would.
func bookAndPay(t *testing.T, s *apptest.Server, showID, name, email string, seats ...string) bookedRef {
	t.Helper()
	token := s.SignIn(name, false)
	var out struct{ CreateBooking bookedRef }
	s.GraphQL(token, `mutation($s: ID!, $seats: [String!]!) { createBooking(showId: $s, seats: $seats) { id reference } }`,
		map[string]any{"s": showID, "seats": seats}).Decode(t, &out)
	ctx := context.Background()
	b, err := db.BookingWithShow(ctx, s.DB, out.CreateBooking.ID)
	if err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	if err := db.UpsertUser(ctx, s.DB, &db.User{ID: b.UserID, Name: name, Email: email, CreatedAt: now, UpdatedAt: now}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Booking.ConfirmPayment(ctx, booking.Payment{EventID: "evt_" + uuid.NewString(),
		EventType: "checkout.session.completed", BookingID: b.ID, AmountPaise: b.AmountPaise, Currency: "inr"}); err != nil {
		t.Fatal(err)
	}
	return out.CreateBooking
}

func mailEnv(srv *smtptest.Server) map[string]string {
	return map[string]string{"SMTP_URL": srv.URL(), "MAIL_FROM": "Marquee <tickets@example.com>"}
}

const outboxQuery = `query($st: OutboxStatus) { outbox(status: $st) { total messages {
  id kind to subject status attempts lastError dueAt sentAt createdAt bookingReference text html } } }`

type outboxPage struct {
	Outbox struct {
		Total    int
		Messages []outboxMsg
	}
}

// readOutbox reads the outbox as admin; status "" reads every status.
func readOutbox(t *testing.T, s *apptest.Server, admin, status string) outboxPage {
	t.Helper()
	vars := map[string]any{}
	if status != "" {
		vars["st"] = status
	}
	var out outboxPage
	s.GraphQL(admin, outboxQuery, vars).Decode(t, &out)
	return out
}

// awaitOutbox reads the outbox until n messages have status, for 30 s.
func awaitOutbox(t *testing.T, s *apptest.Server, admin, status string, n int) outboxPage {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		out := readOutbox(t, s, admin, status)
		if out.Outbox.Total == n && len(out.Outbox.Messages) == n {
			return out
		}
		if time.Now().After(deadline) {
			t.Fatalf("outbox has %d %s messages after 30 s, want %d", out.Outbox.Total, status, n)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

type outboxMsg struct {
	ID, Kind, To, Subject, Status, BookingReference, Text, HTML string
	Attempts                                                    int
	LastError                                                   *string
	SentAt                                                      *time.Time
}

// Through the app: paying sends one e-mail with the reference and the QR
// code, which the admin's outbox lists as SENT; customers cannot read the
// outbox; a sent message cannot be retried; the e-ticket fields are there.
func TestPaymentEmailThroughTheApp(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			srv := smtptest.Start(t, smtptest.Options{})
			s := apptest.Start(t, dialect, apptest.Options{Env: mailEnv(srv)})
			show := mailShow(t, s, 881)
			ref := bookAndPay(t, s, show.ID, "Asha", "asha@example.com", "A1", "A2")
			// The worker sleeps up to 30 s between looks; the payment's commit
			// wakes it, so the e-mail comes well before that.
			got := srv.NextWithin(t, 15*time.Second)
			if !strings.Contains(got.Subject, ref.Reference) || !strings.Contains(got.Text, ref.Reference) || got.Envelope.To[0] != "asha@example.com" {
				t.Fatalf("e-mail %q to %v:\n%s", got.Subject, got.Envelope.To, got.Text)
			}
			qr := got.Attachment("image/png")
			if qr == nil {
				t.Fatalf("no QR attached: %+v", got.Attachments)
			}
			if _, err := png.Decode(bytes.NewReader(qr.Data)); err != nil {
				t.Fatal(err)
			}
			admin, customer := s.SignIn("Meera", true), s.SignIn("Ravi", false)
			// The server has the message before the worker records it: no
			// signal marks that moment, so the outbox is read until it does.
			out := awaitOutbox(t, s, admin, "SENT", 1)
			m := out.Outbox.Messages[0]
			if m.Kind != "PAID" || m.To != "asha@example.com" || m.BookingReference != ref.Reference || m.Attempts != 1 ||
				m.SentAt == nil || m.LastError != nil || m.Subject != got.Subject || !strings.Contains(m.HTML, ref.Reference) {
				t.Fatalf("outbox message %+v", m)
			}
			out = readOutbox(t, s, admin, "")
			if out.Outbox.Total != 2 || out.Outbox.Messages[0].Kind != "REMINDER" || out.Outbox.Messages[0].Status != "PENDING" {
				t.Fatalf("whole outbox %+v", out.Outbox)
			}
			if r := s.GraphQL(customer, outboxQuery, nil); r.FirstCode() != "FORBIDDEN" {
				t.Fatalf("a customer read the outbox: %+v", r.Errors)
			}
			const retry = `mutation($id: ID!) { retryOutboxMessage(id: $id) { status } }`
			if r := s.GraphQL(admin, retry, map[string]any{"id": m.ID}); r.FirstCode() != "CONFLICT" {
				t.Fatalf("retrying a sent message: %+v", r.Errors)
			}
			if r := s.GraphQL(admin, retry, map[string]any{"id": uuid.NewString()}); r.FirstCode() != "NOT_FOUND" {
				t.Fatalf("retrying an unknown message: %+v", r.Errors)
			}
			checkETicketFields(t, s, admin, ref.Reference)
		})
	}
}

// checkETicketFields reads a paid booking's e-ticket fields as an admin.
func checkETicketFields(t *testing.T, s *apptest.Server, admin, reference string) {
	t.Helper()
	var found struct {
		AllBookings struct {
			Bookings []struct{ TicketCode, TicketQRSvg, Calendar *string }
		}
	}
	s.GraphQL(admin, `query($r: String) { allBookings(reference: $r) { bookings { ticketCode ticketQrSvg calendar } } }`,
		map[string]any{"r": reference}).Decode(t, &found)
	if len(found.AllBookings.Bookings) != 1 {
		t.Fatalf("bookings %+v", found)
	}
	b := found.AllBookings.Bookings[0]
	if b.TicketCode == nil || b.TicketQRSvg == nil || !strings.HasPrefix(*b.TicketQRSvg, "<svg") ||
		b.Calendar == nil || !strings.Contains(*b.Calendar, "SUMMARY:Letters Home\r\n") {
		t.Fatalf("e-ticket fields %+v", b)
	}
}

// Two replicas on one database, each running its worker: every payment,
// on either, reaches the SMTP server exactly once. The count is taken
// after both have stopped, so a late duplicate could not hide.
func TestTwoReplicasSendEachEmailOnce(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			srv := smtptest.Start(t, smtptest.Options{})
			var mu sync.Mutex
			want := map[string]bool{}
			t.Cleanup(func() { // runs after both replicas have stopped
				mu.Lock()
				defer mu.Unlock()
				if n := srv.Accepted(); n != len(want) {
					t.Errorf("%d e-mails accepted for %d payments", n, len(want))
				}
			})
			a := apptest.Start(t, dialect, apptest.Options{Env: mailEnv(srv)})
			b := apptest.Start(t, dialect, apptest.Options{DSN: a.Config.DatabaseURL, Env: mailEnv(srv)})
			show := mailShow(t, a, 882)
			replicas := []*apptest.Server{a, b}
			for i := 0; i < 6; i++ {
				r := bookAndPay(t, replicas[i%2], show.ID, "Guest", "guest@example.com", seatLabel(2*i), seatLabel(2*i+1))
				mu.Lock()
				want[r.Reference] = true
				mu.Unlock()
				a.Mail.Kick()
				b.Mail.Kick()
			}
			got := map[string]int{}
			for range want {
				m := srv.Next(t)
				for ref := range want {
					if strings.Contains(m.Subject, ref) {
						got[ref]++
					}
				}
			}
			for ref := range want {
				if got[ref] != 1 {
					t.Fatalf("booking %s: %d e-mails (%v)", ref, got[ref], got)
				}
			}
		})
	}
}

func seatLabel(i int) string { return string(rune('A'+i/9)) + string(rune('1'+i%9)) }

// Without SMTP_URL the message is kept, readable by admins, and a retry
// queues it again (to be kept again).
func TestKeptWithoutSMTPThroughTheApp(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{NoBackground: true})
			show := mailShow(t, s, 883)
			ref := bookAndPay(t, s, show.ID, "Asha", "asha@example.com", "A1")
			if n, err := s.Mail.Drain(context.Background()); err != nil || n != 1 {
				t.Fatalf("drained %d: %v", n, err)
			}
			admin := s.SignIn("Meera", true)
			out := readOutbox(t, s, admin, "KEPT")
			if out.Outbox.Total != 1 || out.Outbox.Messages[0].BookingReference != ref.Reference ||
				!strings.Contains(out.Outbox.Messages[0].Text, ref.Reference) {
				t.Fatalf("kept page %+v", out.Outbox)
			}
			var retried struct{ RetryOutboxMessage outboxMsg }
			s.GraphQL(admin, `mutation($id: ID!) { retryOutboxMessage(id: $id) { id status attempts } }`,
				map[string]any{"id": out.Outbox.Messages[0].ID}).Decode(t, &retried)
			if retried.RetryOutboxMessage.Status != "PENDING" || retried.RetryOutboxMessage.Attempts != 0 {
				t.Fatalf("retried %+v", retried)
			}
		})
	}
}

// An admin sees a message as its customer gets it: outboxMessage answers
// with the subject and HTML the SMTP server received and with the very
// files attached to it (the QR code and the calendar entry, byte for byte,
// as data: URLs). Customers cannot read it; an unknown id is NOT_FOUND.
func TestOutboxMessageShowsWhatTheCustomerGets(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			srv := smtptest.Start(t, smtptest.Options{})
			s := apptest.Start(t, dialect, apptest.Options{Env: mailEnv(srv)})
			show := mailShow(t, s, 883)
			ref := bookAndPay(t, s, show.ID, "Asha", "asha@example.com", "A1", "A2")
			got := srv.NextWithin(t, 15*time.Second)
			admin, customer := s.SignIn("Meera", true), s.SignIn("Ravi", false)
			m := awaitOutbox(t, s, admin, "SENT", 1).Outbox.Messages[0]
			const one = `query($id: ID!) { outboxMessage(id: $id) { id subject html bookingReference attachments { name contentType dataUrl } } }`
			var out struct {
				OutboxMessage struct {
					ID, Subject, HTML, BookingReference string
					Attachments                         []struct{ Name, ContentType, DataURL string }
				}
			}
			s.GraphQL(admin, one, map[string]any{"id": m.ID}).Decode(t, &out)
			msg := out.OutboxMessage
			if msg.ID != m.ID || msg.Subject != got.Subject || msg.BookingReference != ref.Reference || strings.TrimSpace(msg.HTML) != strings.TrimSpace(got.HTML) {
				t.Fatalf("outboxMessage %q %q, the customer got %q", msg.Subject, msg.BookingReference, got.Subject)
			}
			if len(msg.Attachments) != len(got.Attachments) || len(got.Attachments) != 2 {
				t.Fatalf("%d attachments shown, %d sent", len(msg.Attachments), len(got.Attachments))
			}
			for i, a := range msg.Attachments {
				sent := got.Attachments[i]
				prefix := "data:" + sent.ContentType + ";base64,"
				data, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(a.DataURL, prefix))
				if a.Name != sent.Filename || a.ContentType != sent.ContentType || !strings.HasPrefix(a.DataURL, prefix) || err != nil || !bytes.Equal(data, sent.Data) {
					t.Fatalf("attachment %d: shown %s %s (%v), sent %s %s", i, a.Name, a.ContentType, err, sent.Filename, sent.ContentType)
				}
			}
			if r := s.GraphQL(customer, one, map[string]any{"id": m.ID}); r.FirstCode() != "FORBIDDEN" {
				t.Fatalf("a customer read a message: %+v", r.Errors)
			}
			if r := s.GraphQL(admin, one, map[string]any{"id": uuid.NewString()}); r.FirstCode() != "NOT_FOUND" {
				t.Fatalf("an unknown message: %+v", r.Errors)
			}
		})
	}
}
