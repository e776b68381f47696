package rest

import (
	"bytes"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"

	"marquee/internal/platform/apperr"
)

// FuzzDecodeBodies feeds arbitrary bytes to the decoder of every POST
// body. Whatever arrives, decoding must not panic, and a failure must be
// a domain BAD_USER_INPUT error (a 400 with a message) or the size limit's
// 413 — never something that would surface as a 500.
func FuzzDecodeBodies(f *testing.F) {
	for _, seed := range []string{
		`{"showId":"0190b6a4-0000-7000-8000-000000000000","selectedSeats":["A1","B2"]}`,
		`{"movieId":9100001}`, `{"movieId":"9100001"}`,
		`{"movieId":"1","showsInput":[{"date":"2030-01-01","time":["10:00"]}],"showPrice":60}`,
		``, `null`, `[]`, `{"selectedSeats":"A1"}`, `{"showPrice":"free"}`, `{} {}`, `{"movieId":true}`,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		check := func(name string, err error) {
			if err == nil {
				return
			}
			var tooBig *http.MaxBytesError
			if errors.As(err, &tooBig) {
				return
			}
			if e, ok := apperr.As(err); !ok || e.Kind != apperr.BadInput || e.Message == "" {
				t.Fatalf("%s: %q gave %T %v, want a BAD_USER_INPUT error", name, body, err, err)
			}
		}
		req := func() *http.Request {
			r := httptest.NewRequest(http.MethodPost, "/", bytes.NewReader(body))
			r.Body = http.MaxBytesReader(httptest.NewRecorder(), r.Body, 64<<10)
			return r
		}
		_, err := decode[bookingBody](req())
		check("booking", err)
		_, err = decode[favouriteBody](req())
		check("favourite", err)
		_, err = decode[addShowsBody](req())
		check("add shows", err)
	})
}
