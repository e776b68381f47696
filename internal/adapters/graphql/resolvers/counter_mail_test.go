package resolvers_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/testsupport/apptest"
	"marquee/internal/testsupport/smtptest"
)

// TestCounterSaleEmailsTheContact: a counter sale with an e-mail contact
// sends its e-ticket, through the outbox, to a real SMTP server on
// loopback, naming its reference; a sale with a phone number is stored
// with it and queues no mail.
func TestCounterSaleEmailsTheContact(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			srv := smtptest.Start(t, smtptest.Options{})
			s := apptest.Start(t, dialect, apptest.Options{Env: mailEnv(srv)})
			show := mailShow(t, s, 884)
			clerk := s.SignInBoxOffice("Counter Seven")
			s.GraphQL(clerk, `mutation { openTill(floatPaise: 0) { id } }`, nil).Decode(t, &struct{}{})
			const sellWithContact = `mutation($s: ID!, $seats: [String!]!, $c: String) {
				sellAtCounter(showId: $s, seats: $seats, method: CASH, contact: $c) { id reference } }`
			var byPhone, byMail struct {
				SellAtCounter struct{ ID, Reference string }
			}
			s.GraphQL(clerk, sellWithContact, map[string]any{"s": show.ID, "seats": []string{"D1"}, "c": "+91 98200 12345"}).Decode(t, &byPhone)
			s.GraphQL(clerk, sellWithContact, map[string]any{"s": show.ID, "seats": []string{"D2", "D3"}, "c": " walkin@example.com "}).Decode(t, &byMail)

			got := srv.NextWithin(t, 15*time.Second)
			if len(got.Envelope.To) != 1 || got.Envelope.To[0] != "walkin@example.com" || !strings.Contains(got.Subject, byMail.SellAtCounter.Reference) {
				t.Fatalf("e-mail %q to %v", got.Subject, got.Envelope.To)
			}
			if !strings.Contains(got.Text, "D2") || !strings.Contains(got.Text, "D3") {
				t.Fatalf("the e-ticket does not list the seats:\n%s", got.Text)
			}
			ctx := context.Background()
			n, err := s.DB.NewSelect().Model((*db.OutboxMessage)(nil)).Where("booking_id = ?", byPhone.SellAtCounter.ID).Count(ctx)
			if err != nil || n != 0 {
				t.Fatalf("%d messages queued for the sale with a phone number (%v)", n, err)
			}
			var b db.Booking
			if err := s.DB.NewSelect().Model(&b).Where("id = ?", byPhone.SellAtCounter.ID).Scan(ctx); err != nil || b.Contact != "+91 98200 12345" {
				t.Fatalf("the phone number is not stored: %q (%v)", b.Contact, err)
			}
		})
	}
}
