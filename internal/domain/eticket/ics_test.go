package eticket_test

import (
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"marquee/db"
	"marquee/internal/domain/eticket"
)

// physicalLines splits a document on CRLF, failing on a bare CR or LF.
func physicalLines(t *testing.T, doc string) []string {
	t.Helper()
	if !strings.HasSuffix(doc, "\r\n") {
		t.Fatalf("document does not end with CRLF: %q", doc[max(0, len(doc)-20):])
	}
	lines := strings.Split(strings.TrimSuffix(doc, "\r\n"), "\r\n")
	for _, l := range lines {
		if strings.ContainsAny(l, "\r\n") {
			t.Fatalf("bare line break in %q", l)
		}
	}
	return lines
}

// unfold joins continuation lines back (RFC 5545 §3.1).
func unfold(doc string) []string {
	return strings.Split(strings.TrimSuffix(strings.ReplaceAll(doc, "\r\n ", ""), "\r\n"), "\r\n")
}

func TestEscapeText(t *testing.T) {
	for in, want := range map[string]string{
		"plain":                  "plain",
		"Rock, Paper; Scissors":  `Rock\, Paper\; Scissors`,
		`C:\films\`:              `C:\\films\\`,
		"two\nlines\r\nand\rone": `two\nlines\nand\none`,
		`already \, escaped`:     `already \\\, escaped`,
	} {
		if got := eticket.EscapeText(in); got != want {
			t.Errorf("EscapeText(%q) = %q, want %q", in, got, want)
		}
	}
}

// Long values fold at 75 octets, continuation lines start with a space,
// no UTF-8 sequence is split, and unfolding gives the value back.
func TestCalendarFoldsLongLines(t *testing.T) {
	summary := strings.Repeat("Ünïcödé ☃ film, part; ", 12)
	ev := eticket.Event{UID: "u1@marquee", Summary: summary, Description: strings.Repeat("x", 300),
		Start: time.Date(2030, 3, 2, 14, 0, 0, 0, time.UTC), End: time.Date(2030, 3, 2, 16, 0, 0, 0, time.UTC)}
	doc := eticket.Calendar(ev)
	folded := 0
	for i, l := range physicalLines(t, doc) {
		if len(l) > 75 {
			t.Errorf("line %d is %d octets: %q", i, len(l), l)
		}
		if !utf8.ValidString(l) {
			t.Errorf("line %d splits a UTF-8 sequence: %q", i, l)
		}
		if strings.HasPrefix(l, " ") {
			folded++
		}
	}
	if folded < 6 {
		t.Fatalf("only %d continuation lines for %d octets of summary", folded, len(summary))
	}
	var gotSummary, gotDesc string
	for _, l := range unfold(doc) {
		if v, ok := strings.CutPrefix(l, "SUMMARY:"); ok {
			gotSummary = v
		}
		if v, ok := strings.CutPrefix(l, "DESCRIPTION:"); ok {
			gotDesc = v
		}
	}
	if gotSummary != eticket.EscapeText(summary) || gotDesc != strings.Repeat("x", 300) {
		t.Fatalf("unfolded SUMMARY %q\nDESCRIPTION %q", gotSummary, gotDesc)
	}
}

func sampleBooking() *db.Booking {
	paid := time.Date(2030, 3, 1, 9, 0, 0, 0, time.UTC)
	return &db.Booking{
		ID: "0190f2a4-0000-7000-8000-000000000001", Reference: "7K3QX9PD", Seats: []string{"C4", "C5"},
		Status: db.StatusPaid, PaidAt: &paid, CreatedAt: paid.Add(-time.Minute),
		Show: &db.Show{
			StartsAt: time.Date(2030, 3, 2, 14, 0, 0, 0, time.UTC), // 7:30 PM in Kolkata
			Movie:    &db.Movie{Title: "Rock, Paper; Scissors", Runtime: 125},
			Screen: &db.Screen{Name: "Audi 2", Cinema: &db.Cinema{Name: "Marquee Grand", City: "Mumbai",
				Address: "Linking Road, Bandra West", TimeZone: "Asia/Kolkata"}},
		},
	}
}

// A booking's event: a stable UID, UTC times from the show's start and
// the movie's runtime, the title, where and what, and its status.
func TestBookingEvent(t *testing.T) {
	b := sampleBooking()
	ev, err := eticket.BookingEvent(b, db.StatusPaid, time.UTC, "https://tickets.example/tickets/7K3QX9PD")
	if err != nil {
		t.Fatal(err)
	}
	doc := eticket.Calendar(ev)
	lines := unfold(doc)
	want := []string{
		"BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Marquee//E-ticket//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
		"BEGIN:VEVENT",
		"UID:booking-0190f2a4-0000-7000-8000-000000000001@marquee",
		"DTSTAMP:20300301T090000Z",
		"DTSTART:20300302T140000Z",
		"DTEND:20300302T160500Z",
		`SUMMARY:Rock\, Paper\; Scissors`,
		`LOCATION:Marquee Grand\, Audi 2\, Linking Road\, Bandra West\, Mumbai`,
		`DESCRIPTION:Booking 7K3QX9PD\nSeats: C4\, C5\nShow time: Sat 2 Mar 2030\, 7:30 PM IST`,
		"URL:https://tickets.example/tickets/7K3QX9PD",
		"STATUS:CONFIRMED",
		"END:VEVENT", "END:VCALENDAR",
	}
	if strings.Join(lines, "\n") != strings.Join(want, "\n") {
		t.Fatalf("calendar:\n%s\nwant:\n%s", strings.Join(lines, "\n"), strings.Join(want, "\n"))
	}
	physicalLines(t, doc)
	again, _ := eticket.BookingEvent(sampleBooking(), db.StatusPaid, time.UTC, "https://tickets.example/tickets/7K3QX9PD")
	if eticket.Calendar(again) != doc {
		t.Fatal("the same booking gave a different document")
	}
	for status, want := range map[string]string{db.StatusPending: "STATUS:TENTATIVE", db.StatusRefunded: "STATUS:CANCELLED"} {
		ev, _ := eticket.BookingEvent(b, status, time.UTC, "")
		if doc := eticket.Calendar(ev); !strings.Contains(doc, want+"\r\n") || strings.Contains(doc, "URL:") {
			t.Errorf("%s booking:\n%s", status, doc)
		}
	}
	b.Show.Movie.Runtime = 0
	ev, _ = eticket.BookingEvent(b, db.StatusPaid, time.UTC, "")
	if !ev.End.Equal(b.Show.StartsAt.Add(eticket.DefaultRuntime)) {
		t.Fatalf("unknown runtime ends at %v", ev.End)
	}
	if _, err := eticket.BookingEvent(&db.Booking{ID: "x"}, db.StatusPaid, time.UTC, ""); err == nil {
		t.Fatal("a booking without its show made an event")
	}
}

func TestAddress(t *testing.T) {
	for _, c := range []struct {
		cinema *db.Cinema
		want   string
	}{
		{nil, ""},
		{&db.Cinema{City: "Pune"}, "Pune"},
		{&db.Cinema{Address: "1 MG Road, Bengaluru", City: "Bengaluru"}, "1 MG Road, Bengaluru"},
		{&db.Cinema{Address: "Linking Road", City: "Mumbai"}, "Linking Road, Mumbai"},
		{&db.Cinema{Address: "Linking Road"}, "Linking Road"},
	} {
		if got := eticket.Address(c.cinema); got != c.want {
			t.Errorf("Address(%+v) = %q, want %q", c.cinema, got, c.want)
		}
	}
}
