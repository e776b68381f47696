package resolvers_test

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/domain/booking"
	"marquee/internal/testsupport/apptest"
	"marquee/internal/testsupport/smtptest"
)

// devSignIn posts req to /api/dev/sign-in and returns the token and the
// e-mail address the answer gives the user.
func devSignIn(t *testing.T, s *apptest.Server, req map[string]any) (token, email string) {
	t.Helper()
	body, _ := json.Marshal(req)
	resp, err := http.Post(s.URL+"/api/dev/sign-in", "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out struct {
		Success bool
		Message string
		Token   string
		User    struct{ ID, Email string }
	}
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil || !out.Success {
		t.Fatalf("dev sign-in %v: %v %s", req, err, out.Message)
	}
	return out.Token, out.User.Email
}

// In the default mode, with only the development sign-in, a customer's
// paid booking is e-mailed like anyone's: to the address given in the
// sign-in dialog, or without one to a placeholder derived from the user's
// id on example.com. The message reaches a real SMTP server.
func TestDevSignInUsersGetTheirEmail(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			srv := smtptest.Start(t, smtptest.Options{})
			s := apptest.Start(t, dialect, apptest.Options{Env: mailEnv(srv)})
			show := mailShow(t, s, 9202)
			for i, c := range []struct {
				req  map[string]any
				want string
			}{
				{map[string]any{"name": "Asha", "email": "asha@example.org"}, "asha@example.org"},
				{map[string]any{"name": "Ravi Kumar"}, "dev_ravi-kumar@example.com"},
				{map[string]any{"name": "Meera", "id": "meera-7", "email": " "}, "meera-7@example.com"},
			} {
				token, email := devSignIn(t, s, c.req)
				if email != c.want {
					t.Fatalf("%v: signed in with e-mail %q, want %q", c.req, email, c.want)
				}
				var out struct{ CreateBooking bookedRef }
				s.GraphQL(token, `mutation($s: ID!, $seats: [String!]!) { createBooking(showId: $s, seats: $seats) { id reference } }`,
					map[string]any{"s": show.ID, "seats": []string{string(rune('A'+i)) + "1"}}).Decode(t, &out)
				ctx := context.Background()
				b, err := db.BookingWithShow(ctx, s.DB, out.CreateBooking.ID)
				if err != nil {
					t.Fatal(err)
				}
				if res, err := s.Booking.ConfirmPayment(ctx, booking.Payment{EventID: "evt_" + uuid.NewString(),
					EventType: "checkout.session.completed", BookingID: b.ID, AmountPaise: b.AmountPaise, Currency: "inr"}); err != nil || res != booking.OutcomePaid {
					t.Fatalf("pay: %v %v", res, err)
				}
				got := srv.NextWithin(t, 15*time.Second)
				if len(got.Envelope.To) != 1 || got.Envelope.To[0] != c.want || !strings.Contains(got.Subject, b.Reference) {
					t.Fatalf("%v: e-mail to %v about %q, want the confirmation of %s to %s", c.req, got.Envelope.To, got.Subject, b.Reference, c.want)
				}
				if got.Attachment("image/png") == nil {
					t.Fatalf("the confirmation carries no QR code: %+v", got.Attachments)
				}
			}
		})
	}
}
