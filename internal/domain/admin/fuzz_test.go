package admin

import (
	"testing"
	"time"

	"marquee/internal/platform/apperr"
)

// FuzzAddShowsInput: any form either yields future, distinct, sorted UTC
// start times whose theatre-local wall clock matches what was typed, or
// fails with a BAD_USER_INPUT message.
func FuzzAddShowsInput(f *testing.F) {
	f.Add("9100001", "2030-03-10", "00:30", "18:00", 64.5, true)
	f.Add("", "2030-03-10", "10:00", "", 50.0, true)
	f.Add("abc", "10/03/2030", "25:00", "x", -1.0, true)
	f.Add("1", "2030-02-30", "10:00", "10:00", 0.0, false)
	f.Add("1", "2030-03-10", "10:00:59", "23:59", 1e9, true)
	kolkata, _ := time.LoadLocation("Asia/Kolkata")
	now := time.Date(2030, 1, 1, 0, 0, 0, 0, time.UTC)
	s := &Service{TZ: kolkata, Clock: func() time.Time { return now }}
	f.Fuzz(func(t *testing.T, movie, date, t1, t2 string, price float64, hasPrice bool) {
		in := AddShowsInput{MovieID: movie, ShowsInput: []ShowsInput{{Date: date, Time: []string{t1, t2}}}}
		if hasPrice {
			in.ShowPrice = &price
		}
		starts, id, paise, err := s.parseAddShows(in, s.TZ)
		if err != nil {
			if e, ok := apperr.As(err); !ok || e.Kind != apperr.BadInput || e.Message == "" {
				t.Fatalf("%+v: %v, want a BAD_USER_INPUT error", in, err)
			}
			return
		}
		if id <= 0 || paise < 0 || len(starts) == 0 || len(starts) > 2 {
			t.Fatalf("%+v accepted as id %d, %d paise, %v", in, id, paise, starts)
		}
		for i, at := range starts {
			if !at.After(now) || at.Location() != time.UTC {
				t.Fatalf("%+v gave start %v", in, at)
			}
			if i > 0 && !starts[i-1].Before(at) {
				t.Fatalf("%+v gave unsorted or repeated starts %v", in, starts)
			}
			if got := at.In(kolkata).Format("2006-01-02"); got != date {
				t.Fatalf("%+v: start %v is on %s locally, not %s", in, at, got, date)
			}
		}
	})
}
