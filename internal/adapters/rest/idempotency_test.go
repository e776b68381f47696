package rest_test

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"testing"

	"marquee/db/dbtest"
	"marquee/internal/testsupport/apptest"
)

const createBookingWithKey = `mutation($s: ID!, $seats: [String!]!, $key: String) {
  createBooking(showId: $s, seats: $seats, idempotencyKey: $key) { id seats paymentUrl }
}`

// TestIdempotentBookingOverRESTAndGraphQL: a retry of POST
// /api/booking/create with the first try's Idempotency-Key answers exactly
// what the first try answered (same booking, same payment url), and the
// createBooking mutation with the same idempotencyKey gets the same
// booking: the key is the caller's, whichever path sent it. A used key
// with other seats, a malformed key and two keys are 400s.
func TestIdempotentBookingOverRESTAndGraphQL(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{NoBackground: true})
			adm := s.SignIn("Meera", true)
			usr := s.SignIn("Asha", false)
			_, showID := addShow(t, s, adm, 2, "20:00")
			book := func(seats []string, header map[string]string) response {
				t.Helper()
				r, err := send(s.URL, "POST", "/api/booking/create", usr, map[string]any{"showId": showID, "selectedSeats": seats}, header)
				if err != nil {
					t.Fatal(err)
				}
				return r
			}
			key := map[string]string{"Idempotency-Key": "0b6c7e8e-2f1d-4f4e-9a57-5d1c1f0e9a10"}

			first := book([]string{"B1", "B2"}, key)
			expect(t, first, 200, O{"bookingId": "id", "url": "text"})
			retry := book([]string{"b2", "B1"}, key)
			if retry.Status != 200 || !bytes.Equal(retry.Raw, first.Raw) {
				t.Fatalf("retry answered %d %s, want the first answer %s", retry.Status, retry.Raw, first.Raw)
			}
			var gql struct {
				CreateBooking struct {
					ID         string
					Seats      []string
					PaymentURL *string
				}
			}
			s.GraphQL(usr, createBookingWithKey, map[string]any{"s": showID, "seats": []string{"B1", "B2"}, "key": key["Idempotency-Key"]}).Decode(t, &gql)
			if gql.CreateBooking.ID != str(first.Body, "bookingId") || gql.CreateBooking.PaymentURL == nil ||
				*gql.CreateBooking.PaymentURL != str(first.Body, "url") {
				t.Fatalf("GraphQL retry = %+v, want booking %s with url %s", gql.CreateBooking, str(first.Body, "bookingId"), str(first.Body, "url"))
			}

			// Without the key the same seats are a new request, refused by
			// the caller's own hold.
			expect(t, book([]string{"B1", "B2"}, nil), 409, nil)
			for name, r := range map[string]response{
				"used key, other seats": book([]string{"B3"}, key),
				"malformed key":         book([]string{"B3"}, map[string]string{"Idempotency-Key": "two words"}),
				"two keys":              bookTwoKeys(t, s, usr, showID),
			} {
				expect(t, r, 400, nil)
				if str(r.Body, "code") != "BAD_USER_INPUT" {
					t.Fatalf("%s: %s", name, r.Raw)
				}
			}
			if g := s.GraphQL(usr, createBookingWithKey, map[string]any{"s": showID, "seats": []string{"B3"}, "key": ""}); g.FirstCode() != "BAD_USER_INPUT" {
				t.Fatalf("GraphQL with an empty key: %+v", g.Errors)
			}
			mine := call(t, s, "GET", "/api/user/bookings", usr, nil)
			if list, _ := mine.Body["bookings"].([]any); len(list) != 1 {
				t.Fatalf("the caller has %d bookings, want the first try's alone: %s", len(list), mine.Raw)
			}
		})
	}
}

// bookTwoKeys sends a booking with two Idempotency-Key headers.
func bookTwoKeys(t *testing.T, s *apptest.Server, token, showID string) response {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"showId": showID, "selectedSeats": []string{"B3"}})
	req, err := http.NewRequest("POST", s.URL+"/api/booking/create", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Add("Idempotency-Key", "k-1")
	req.Header.Add("Idempotency-Key", "k-2")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	out := response{Status: resp.StatusCode, Header: resp.Header, Raw: raw}
	if err := json.Unmarshal(raw, &out.Body); err != nil {
		t.Fatalf("two keys: %d %q", resp.StatusCode, raw)
	}
	return out
}
