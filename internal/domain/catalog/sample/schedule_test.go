package sample

import (
	"reflect"
	"testing"
	"time"
)

func kolkata(t *testing.T) *time.Location {
	t.Helper()
	tz, err := time.LoadLocation("Asia/Kolkata")
	if err != nil {
		return time.FixedZone("IST", 5*3600+1800)
	}
	return tz
}

func slotsOf(movie int64) map[[2]int]bool {
	for _, p := range playing {
		if p.movie == movie {
			m := map[[2]int]bool{}
			for _, s := range p.slots {
				m[[2]int{s.hour, s.min}] = true
			}
			return m
		}
	}
	return nil
}

func TestScheduleShape(t *testing.T) {
	tz := kolkata(t)
	for _, now := range []time.Time{
		time.Date(2026, 11, 22, 4, 41, 0, 0, time.UTC),   // 10:11 IST, Sunday
		time.Date(2026, 12, 31, 18, 29, 59, 0, time.UTC), // 23:59:59 IST
		time.Date(2027, 2, 27, 18, 30, 0, 0, time.UTC),   // exactly midnight IST
	} {
		shows := Schedule(now, tz, 5)
		if !reflect.DeepEqual(shows, Schedule(now, tz, 5)) {
			t.Fatal("Schedule is not deterministic")
		}
		today := now.In(tz)
		todayKey := time.Date(today.Year(), today.Month(), today.Day(), 0, 0, 0, 0, time.UTC)
		perDay := map[time.Time]map[int64]int{}
		movies := map[int64]bool{}
		seen := map[PlannedShow]bool{}
		for _, s := range shows {
			if seen[s] {
				t.Errorf("duplicate show %+v", s)
			}
			seen[s] = true
			if s.StartsAt.Location() != time.UTC {
				t.Errorf("%+v not in UTC", s)
			}
			if !s.StartsAt.After(now) {
				t.Errorf("%+v not after now %v", s, now)
			}
			if s.PricePaise < 4900 || s.PricePaise > 8100 || s.PricePaise%100 != 0 {
				t.Errorf("%+v: price out of range", s)
			}
			if _, ok := Movie(s.MovieID); !ok {
				t.Errorf("%+v: unknown movie", s)
			}
			lt := s.StartsAt.In(tz)
			if !slotsOf(s.MovieID)[[2]int{lt.Hour(), lt.Minute()}] {
				t.Errorf("%+v: local time %s not one of the movie's slots", s, lt.Format("15:04"))
			}
			day := time.Date(lt.Year(), lt.Month(), lt.Day(), 0, 0, 0, 0, time.UTC)
			if d := int(day.Sub(todayKey).Hours() / 24); d < 0 || d >= 5 {
				t.Errorf("%+v: local day %d outside the 5 days", s, d)
			}
			if perDay[day] == nil {
				perDay[day] = map[int64]int{}
			}
			perDay[day][s.MovieID]++
			movies[s.MovieID] = true
		}
		if len(movies) < 9 {
			t.Errorf("now=%v: only %d movies scheduled", now, len(movies))
		}
		for day, per := range perDay {
			if day.Equal(todayKey) {
				continue // partly in the past
			}
			if len(per) < 9 {
				t.Errorf("%s: only %d movies", day.Format(time.DateOnly), len(per))
			}
			for m, c := range per {
				if c < 3 || c > 4 {
					t.Errorf("%s: movie %d has %d shows", day.Format(time.DateOnly), m, c)
				}
			}
		}
		if len(perDay) < 4 {
			t.Errorf("now=%v: shows on only %d days", now, len(perDay))
		}
	}
}

func TestScheduleStableAcrossNow(t *testing.T) {
	tz := kolkata(t)
	early := time.Date(2026, 11, 22, 0, 0, 0, 0, time.UTC)
	later := early.Add(30 * time.Hour)
	a := Schedule(early, tz, 6)
	set := map[PlannedShow]bool{}
	for _, s := range a {
		set[s] = true
	}
	// Everything a later call plans for the overlapping days is a row the
	// earlier call produced too: seeding again just hits ON CONFLICT.
	cutoff := a[len(a)-1].StartsAt
	for _, s := range Schedule(later, tz, 4) {
		if !s.StartsAt.After(cutoff) && !set[s] {
			t.Errorf("row %+v differs from the earlier plan", s)
		}
	}
}

func TestScheduleLateNight(t *testing.T) {
	tz := kolkata(t)
	now := time.Date(2026, 11, 22, 4, 41, 0, 0, time.UTC)
	found := false
	for _, s := range Schedule(now, tz, 5) {
		lt := s.StartsAt.In(tz)
		if lt.Hour() == 0 && lt.Minute() == 30 {
			found = true
			if tz.String() == "Asia/Kolkata" && (s.StartsAt.Hour() != 19 || s.StartsAt.Day() == lt.Day()) {
				t.Errorf("00:30 IST should be 19:00 UTC the day before, got %v", s.StartsAt)
			}
		}
	}
	if !found {
		t.Fatal("no 00:30 late-night show")
	}
}

func TestScheduleEdgeCases(t *testing.T) {
	now := time.Date(2026, 11, 22, 4, 41, 0, 0, time.UTC)
	if got := Schedule(now, time.UTC, 0); len(got) != 0 {
		t.Errorf("days=0 gave %d shows", len(got))
	}
	if got := Schedule(now, nil, 2); len(got) == 0 {
		t.Error("nil tz gave no shows")
	}
	ny, err := time.LoadLocation("America/New_York")
	if err != nil {
		t.Skip("no tzdata")
	}
	// Across the November DST change every show still lands on its slot.
	dst := time.Date(2026, 10, 30, 12, 0, 0, 0, time.UTC)
	for _, s := range Schedule(dst, ny, 5) {
		lt := s.StartsAt.In(ny)
		if !slotsOf(s.MovieID)[[2]int{lt.Hour(), lt.Minute()}] {
			t.Errorf("%+v: local %s not a slot", s, lt)
		}
	}
}
