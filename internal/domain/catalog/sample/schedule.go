package sample

import (
	"cmp"
	"hash/fnv"
	"slices"
	"time"
)

// PlannedShow is one screening the seeder should create: when, in which
// version (format, audio and subtitle language), and the price it falls
// back to where no price card of its cinema prices it.
type PlannedShow struct {
	MovieID    int64
	StartsAt   time.Time // UTC
	PricePaise int64
	Format     string
	Language   string
	Subtitles  string
}

// versionAt is the version a playing movie shows at a local time: most
// play in their original language in 2D; Emberfall plays in IMAX in the
// evening and dubbed in Hindi at 13:15, The Salt Wind in Tamil 3D from
// 17:00 (with English subtitles in 2D before), Kalighat Nights with
// English subtitles.
func versionAt(movie int64, t time.Time) (format, language, subtitles string) {
	format, language = "TWO_D", byID[movie].language
	switch movie {
	case 9100011:
		switch {
		case t.Hour() >= 18:
			format = "IMAX_2D"
		case t.Hour() == 13 && t.Minute() == 15:
			language = "hi"
		}
	case 9100010:
		if t.Hour() >= 17 {
			format = "THREE_D"
		} else {
			subtitles = "en"
		}
	case 9100007:
		subtitles = "en"
	}
	return format, language, subtitles
}

// slot is a local wall-clock start time. A sticky slot is never dropped on
// a lighter day.
type slot struct {
	hour, min int
	sticky    bool
}

// Slot patterns: each playing movie has its own set of candidate times and
// shows 3 or 4 of them on any given day.
var (
	patMorning  = []slot{{9, 45, false}, {13, 0, false}, {16, 15, false}, {19, 30, false}, {22, 45, false}}
	patClassic  = []slot{{10, 0, false}, {13, 15, false}, {16, 30, false}, {19, 45, false}, {22, 30, false}}
	patLong     = []slot{{10, 30, false}, {14, 0, false}, {17, 30, false}, {21, 0, false}}
	patMatinee  = []slot{{11, 15, false}, {14, 45, false}, {18, 0, false}, {21, 15, false}}
	patFamily   = []slot{{9, 30, false}, {12, 15, false}, {15, 30, false}, {18, 45, false}}
	patEvening  = []slot{{12, 30, false}, {15, 45, false}, {19, 0, false}, {22, 15, false}}
	patMidnight = []slot{{13, 30, false}, {18, 30, false}, {21, 45, false}, {0, 30, true}} // late-night screening
	patLateBlk  = []slot{{11, 0, false}, {15, 0, false}, {20, 15, false}, {0, 30, true}}
)

// playing lists the movies in cinemas and their slot patterns. The three
// oldest releases are not playing any more.
var playing = []struct {
	movie int64
	slots []slot
}{
	{9100001, patClassic},
	{9100002, patMorning},
	{9100003, patMidnight},
	{9100004, patMatinee},
	{9100005, patLong},
	{9100006, patFamily},
	{9100007, patEvening},
	{9100008, patLateBlk},
	{9100010, patLong},
	{9100011, patClassic},
	{9100012, patMatinee},
	{9100015, patMorning},
}

// dayHash mixes a movie id and a local calendar date into a stable value.
func dayHash(movie int64, y int, m time.Month, d int, salt byte) uint64 {
	h := fnv.New64a()
	var buf [16]byte
	u := uint64(movie)
	for i := range 8 {
		buf[i] = byte(u >> (8 * i))
	}
	buf[8], buf[9], buf[10], buf[11] = byte(y), byte(y>>8), byte(m), byte(d)
	buf[12] = salt
	h.Write(buf[:13])
	return h.Sum64()
}

// basePrice is a movie's weekday matinee price in rupees, 49..69.
func basePrice(movie int64) int64 {
	h := fnv.New64a()
	h.Write([]byte{byte(movie), byte(movie >> 8), byte(movie >> 16), byte(movie >> 24)})
	return 49 + int64(h.Sum64()%21)
}

// price is the ticket price in rupees for a show starting at local time t:
// base, +6 for evening and late-night shows, +6 at weekends; at most 81.
func price(movie int64, t time.Time) int64 {
	p := basePrice(movie)
	if t.Hour() >= 18 || t.Hour() < 4 {
		p += 6
	}
	if wd := t.Weekday(); wd == time.Saturday || wd == time.Sunday {
		p += 6
	}
	return min(max(p, 49), 81)
}

// daySlots picks the 3 or 4 slots a movie plays on a given date.
func daySlots(movie int64, slots []slot, y int, m time.Month, d int) []slot {
	keep := 3 + int(dayHash(movie, y, m, d, 'k')%2)
	if keep >= len(slots) {
		return slots
	}
	drop := len(slots) - keep
	out := slices.Clone(slots)
	start := int(dayHash(movie, y, m, d, 'd') % uint64(len(out)))
	for i := 0; drop > 0 && i < len(out)*2; i++ {
		j := (start + i) % len(out)
		if out[j].sticky || out[j].hour < 0 {
			continue
		}
		out[j].hour = -1 // mark dropped
		drop--
	}
	kept := out[:0]
	for _, s := range out {
		if s.hour >= 0 {
			kept = append(kept, s)
		}
	}
	return kept
}

// Schedule plans the sample screenings for the local calendar days in tz
// from today (the day containing now) through today+days-1. Each playing
// movie gets 3 or 4 shows a day at its own wall-clock times, priced between
// ₹49 and ₹81. The rows for a given movie and date depend only on those, so
// repeated calls agree and an ON CONFLICT (movie_id, starts_at) DO NOTHING
// insert seeds idempotently. Only shows starting strictly after now are
// returned, sorted by start time then movie id, with StartsAt in UTC. A
// 00:30 slot belongs to its calendar date, i.e. it is the late-night show
// after the previous evening. A nil tz means UTC.
func Schedule(now time.Time, tz *time.Location, days int) []PlannedShow {
	if days <= 0 {
		return nil
	}
	if tz == nil {
		tz = time.UTC
	}
	local := now.In(tz)
	var out []PlannedShow
	for d := range days {
		day := time.Date(local.Year(), local.Month(), local.Day()+d, 12, 0, 0, 0, tz)
		y, m, dd := day.Date()
		for _, pm := range playing {
			for _, s := range daySlots(pm.movie, pm.slots, y, m, dd) {
				t := time.Date(y, m, dd, s.hour, s.min, 0, 0, tz)
				if !t.After(now) {
					continue
				}
				format, language, subtitles := versionAt(pm.movie, t)
				out = append(out, PlannedShow{
					MovieID:    pm.movie,
					StartsAt:   t.UTC(),
					PricePaise: price(pm.movie, t) * 100,
					Format:     format, Language: language, Subtitles: subtitles,
				})
			}
		}
	}
	slices.SortFunc(out, func(a, b PlannedShow) int {
		if c := a.StartsAt.Compare(b.StartsAt); c != 0 {
			return c
		}
		return cmp.Compare(a.MovieID, b.MovieID)
	})
	// Wall-clock times that DST folds onto the same instant collapse.
	return slices.CompactFunc(out, func(a, b PlannedShow) bool {
		return a.MovieID == b.MovieID && a.StartsAt.Equal(b.StartsAt)
	})
}
