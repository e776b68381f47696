package eticket

import (
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"marquee/db"
	"marquee/internal/domain/venues"
)

// Event is one calendar entry.
type Event struct {
	// UID names the event for good: importing a later version of the same
	// UID updates the entry instead of adding a second one.
	UID string
	// Stamp is when this version of the event was made (DTSTAMP).
	Stamp       time.Time
	Start, End  time.Time
	Summary     string
	Location    string
	Description string
	// URL links back to the e-ticket; empty omits it.
	URL string
	// Status is CONFIRMED, TENTATIVE or CANCELLED; empty omits it.
	Status string
}

// DefaultRuntime stands in for a movie whose runtime is unknown, so the
// calendar entry still has an end.
const DefaultRuntime = 150 * time.Minute

// icsTime is the UTC form of DATE-TIME values.
const icsTime = "20060102T150405Z"

// Calendar is ev as an iCalendar document (RFC 5545) with one VEVENT.
func Calendar(ev Event) string {
	var b strings.Builder
	line := func(name, value string) { writeFolded(&b, name+":"+value) }
	line("BEGIN", "VCALENDAR")
	line("VERSION", "2.0")
	line("PRODID", "-//Marquee//E-ticket//EN")
	line("CALSCALE", "GREGORIAN")
	line("METHOD", "PUBLISH")
	line("BEGIN", "VEVENT")
	line("UID", EscapeText(ev.UID))
	line("DTSTAMP", ev.Stamp.UTC().Format(icsTime))
	line("DTSTART", ev.Start.UTC().Format(icsTime))
	line("DTEND", ev.End.UTC().Format(icsTime))
	line("SUMMARY", EscapeText(ev.Summary))
	if ev.Location != "" {
		line("LOCATION", EscapeText(ev.Location))
	}
	if ev.Description != "" {
		line("DESCRIPTION", EscapeText(ev.Description))
	}
	if ev.URL != "" {
		line("URL", ev.URL) // a URI value: not TEXT, so not escaped
	}
	if ev.Status != "" {
		line("STATUS", ev.Status)
	}
	line("END", "VEVENT")
	line("END", "VCALENDAR")
	return b.String()
}

// EscapeText escapes a TEXT value (RFC 5545 §3.3.11): backslash,
// semicolon and comma get a backslash, a line break becomes \n.
func EscapeText(s string) string {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	s = strings.ReplaceAll(s, "\r", "\n")
	return textEscaper.Replace(s)
}

var textEscaper = strings.NewReplacer(`\`, `\\`, `;`, `\;`, `,`, `\,`, "\n", `\n`)

// maxLine is the longest content line in octets, line break excluded.
const maxLine = 75

// writeFolded writes one content line, folded (RFC 5545 §3.1) so no
// physical line is longer than maxLine octets: each continuation starts
// with a space, which counts towards its length. A UTF-8 sequence is never
// split.
func writeFolded(b *strings.Builder, s string) {
	limit := maxLine
	for len(s) > limit {
		cut := limit
		for cut > 0 && !utf8.RuneStart(s[cut]) {
			cut--
		}
		b.WriteString(s[:cut])
		b.WriteString("\r\n ")
		s = s[cut:]
		limit = maxLine - 1
	}
	b.WriteString(s)
	b.WriteString("\r\n")
}

// BookingEvent is the calendar entry of booking b, whose show must be
// loaded with its movie and its screen's cinema (db.BookingWithShow does).
// status is b's effective status; tz is the zone of a cinema that stores
// none (THEATRE_TZ); ticketURL, when not empty, links to the e-ticket.
// Nothing in it depends on the time it is made, so the same booking always
// gives the same document.
func BookingEvent(b *db.Booking, status string, tz *time.Location, ticketURL string) (Event, error) {
	if b.Show == nil || b.Show.Movie == nil {
		return Event{}, fmt.Errorf("eticket: booking %s loaded without its show and movie", b.ID)
	}
	sh := b.Show
	runtime := time.Duration(sh.Movie.Runtime) * time.Minute
	if runtime <= 0 {
		runtime = DefaultRuntime
	}
	stamp := b.CreatedAt
	if b.PaidAt != nil {
		stamp = *b.PaidAt
	}
	ev := Event{
		UID:   "booking-" + b.ID + "@marquee",
		Stamp: stamp, Start: sh.StartsAt, End: sh.StartsAt.Add(runtime),
		Summary:  sh.Movie.Title,
		Location: Venue(sh),
		Description: fmt.Sprintf("Booking %s\nSeats: %s\nShow time: %s",
			b.Reference, strings.Join(b.Seats, ", "), LocalTime(sh, tz)),
		URL:    ticketURL,
		Status: calendarStatus(status),
	}
	return ev, nil
}

// Venue names where a show plays: cinema, screen and address, as far as
// they are known.
func Venue(sh *db.Show) string {
	var parts []string
	if sh.Screen != nil {
		if c := sh.Screen.Cinema; c != nil {
			parts = append(parts, c.Name)
		}
		parts = append(parts, sh.Screen.Name)
		if a := Address(sh.Screen.Cinema); a != "" {
			parts = append(parts, a)
		}
	}
	return strings.Join(parts, ", ")
}

// Address is a cinema's street address with its city, unless the address
// already names it.
func Address(c *db.Cinema) string {
	if c == nil {
		return ""
	}
	addr, city := strings.TrimSpace(c.Address), strings.TrimSpace(c.City)
	switch {
	case addr == "":
		return city
	case city == "" || strings.Contains(strings.ToLower(addr), strings.ToLower(city)):
		return addr
	}
	return addr + ", " + city
}

// LocalTime is a show's start in its cinema's zone (fallback when the
// cinema stores none or was not loaded; nil means UTC), with the zone's
// abbreviation, as people read it: "Sat 2 Mar 2030, 7:30 PM IST".
func LocalTime(sh *db.Show, fallback *time.Location) string {
	if fallback == nil {
		fallback = time.UTC
	}
	return sh.StartsAt.In(venues.ShowZone(sh, fallback)).Format("Mon 2 Jan 2006, 3:04 PM MST")
}

func calendarStatus(status string) string {
	switch status {
	case db.StatusPaid:
		return "CONFIRMED"
	case db.StatusPending:
		return "TENTATIVE"
	case "":
		return ""
	default:
		return "CANCELLED"
	}
}
