package mail

import (
	"bytes"
	"fmt"
	htmltemplate "html/template"
	"strconv"
	"strings"
	texttemplate "text/template"
	"time"

	"marquee/db"
	"marquee/internal/domain/booking"
	"marquee/internal/domain/eticket"
	"marquee/internal/domain/venues"
)

// content is a rendered message.
type content struct {
	Subject, Text, HTML string
}

// letter is what every template may say about a booking.
type letter struct {
	Kind      string
	Name      string
	Reference string
	Movie     string
	Cinema    string
	Screen    string
	Address   string
	When      string
	Seats     string
	Amount    string
	// Refunded is what went back, once a booking is refunded ("" before).
	Refunded string
	// Paid is false for a booking that was never charged.
	Paid      bool
	TicketURL string
	// Ticket says whether the QR code and calendar entry are attached.
	Ticket bool
	// Headline is the message's first sentence.
	Headline string
	// AgeCheck is "A — check ID" for an A-certificate film's ticket.
	AgeCheck string
	// Food lists the order ("1 × Large popcorn, 2 × Cola"), Discount
	// what an offer took off ("₹50.00 (MARQUEE50)"); "" for none.
	Food     string
	Discount string
}

// headline is the first sentence of each kind of message.
var headline = map[string]string{
	booking.MailPaid:      "Your booking is confirmed. Show the QR code attached to this e-mail at the door.",
	db.MailReminder:       "A reminder: your show is coming up. Show the QR code attached to this e-mail at the door.",
	booking.MailCancelled: "Your booking was cancelled and its seats released.",
	booking.MailRefunded:  "Your payment for this booking was refunded and its seats released; the refund reaches your account in a few working days.",
}

// showHeadline is the first sentence of a message about a change of the
// booking's show, now as stored in b (moved already, or cancelled).
func showHeadline(ch booking.ShowChange, b *db.Booking, tz *time.Location) string {
	switch ch.Kind {
	case booking.MailShowCancelled:
		msg := "This show was cancelled"
		if ch.Reason != "" {
			msg += ": " + strings.TrimRight(ch.Reason, ".")
		}
		if ch.RefundPaise > 0 {
			return msg + ". A refund of " + Rupees(ch.RefundPaise) + " is on its way to you; it reaches your account in a few working days."
		}
		return msg + ". Your seats were released and you were not charged."
	default:
		sh := b.Show
		zone := venues.ShowZone(sh, tz)
		screen := ""
		if sh.Screen != nil {
			screen = ", " + sh.Screen.Name
		}
		msg := fmt.Sprintf("Your show has moved to %s%s.", sh.StartsAt.In(zone).Format("15:04 on Mon 2 Jan 2006"), screen)
		if !ch.WasStart.IsZero() {
			msg += fmt.Sprintf(" It was at %s", ch.WasStart.In(zone).Format("15:04 on Mon 2 Jan"))
			if ch.WasScreen != "" {
				msg += ", " + ch.WasScreen
			}
			msg += "."
		}
		return msg + " Your seats are the same."
	}
}

// offerHeadline is the first sentence of a waitlist offer: until when its
// seats are held, in the show's zone.
func offerHeadline(b *db.Booking, tz *time.Location) string {
	zone := tz
	if b.Show != nil {
		zone = venues.ShowZone(b.Show, tz)
	}
	return fmt.Sprintf("Seats came up for you on the waitlist and are held for you until %s. "+
		"Open Marquee and tap \"Book these seats\" to pay for them; after that they go to the next person waiting.",
		b.HoldExpiresAt.In(zone).Format("15:04"))
}

// subjectOf is each kind's subject line.
func subjectOf(l *letter) string {
	switch l.Kind {
	case booking.MailPaid:
		return fmt.Sprintf("Your tickets for %s — booking %s", l.Movie, l.Reference)
	case db.MailReminder:
		return fmt.Sprintf("Reminder: %s, %s — booking %s", l.Movie, l.When, l.Reference)
	case booking.MailCancelled:
		return fmt.Sprintf("Booking %s cancelled — %s", l.Reference, l.Movie)
	case booking.MailShowCancelled:
		return fmt.Sprintf("Show cancelled: %s, %s — booking %s", l.Movie, l.When, l.Reference)
	case booking.MailShowMoved:
		return fmt.Sprintf("Show moved: %s is now %s — booking %s", l.Movie, l.When, l.Reference)
	case booking.MailWaitlistOffer:
		return fmt.Sprintf("Seats for you from the waitlist: %s, %s", l.Movie, l.When)
	default:
		return fmt.Sprintf("Booking %s refunded — %s", l.Reference, l.Movie)
	}
}

var textTmpl = texttemplate.Must(texttemplate.New("text").Parse(
	`Hello {{.Name}},

{{.Headline}}

Booking reference: {{.Reference}}
Movie:             {{.Movie}}
Cinema:            {{.Cinema}}{{if .Screen}}, {{.Screen}}{{end}}
{{- if .Address}}
Address:           {{.Address}}{{end}}
Show time:         {{.When}}
Seats:             {{.Seats}}
{{- if .Food}}
Food and drink:    {{.Food}} (collect at the counter){{end}}
{{- if .Discount}}
Offer:             {{.Discount}} off{{end}}
{{- if .AgeCheck}}
Certificate:       {{.AgeCheck}} (adults only){{end}}
{{if .Paid}}Amount paid:       {{.Amount}}{{else}}Amount:            {{.Amount}} (not charged){{end}}
{{- if .Refunded}}
Refunded:          {{.Refunded}}{{end}}
{{if .TicketURL}}
Your e-ticket: {{.TicketURL}}
{{- end}}
{{if .Ticket}}
The QR code and a calendar entry (.ics) are attached.
{{end}}
— Marquee
`))

var htmlTmpl = htmltemplate.Must(htmltemplate.New("html").Parse(
	`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{{.Movie}} — booking {{.Reference}}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#111;background:#fff;margin:0;padding:24px">
<p>Hello {{.Name}},</p>
<p>{{.Headline}}</p>
<table role="presentation" cellpadding="4" style="border-collapse:collapse">
<tr><th align="left">Booking reference</th><td style="font-family:monospace;font-size:18px">{{.Reference}}</td></tr>
<tr><th align="left">Movie</th><td>{{.Movie}}</td></tr>
<tr><th align="left">Cinema</th><td>{{.Cinema}}{{if .Screen}}, {{.Screen}}{{end}}</td></tr>
{{- if .Address}}
<tr><th align="left">Address</th><td>{{.Address}}</td></tr>{{end}}
<tr><th align="left">Show time</th><td>{{.When}}</td></tr>
<tr><th align="left">Seats</th><td>{{.Seats}}</td></tr>
{{- if .Food}}
<tr><th align="left">Food and drink</th><td>{{.Food}} (collect at the counter)</td></tr>{{end}}
{{- if .Discount}}
<tr><th align="left">Offer</th><td>{{.Discount}} off</td></tr>{{end}}
{{- if .AgeCheck}}
<tr><th align="left">Certificate</th><td>{{.AgeCheck}} (adults only)</td></tr>{{end}}
<tr><th align="left">{{if .Paid}}Amount paid{{else}}Amount{{end}}</th><td>{{.Amount}}{{if not .Paid}} (not charged){{end}}</td></tr>
{{- if .Refunded}}
<tr><th align="left">Refunded</th><td>{{.Refunded}}</td></tr>{{end}}
</table>
{{- if .TicketURL}}
<p><a href="{{.TicketURL}}">Open your e-ticket</a></p>{{end}}
{{- if .Ticket}}
<p>The QR code and a calendar entry (.ics) are attached.</p>{{end}}
<p>— Marquee</p>
</body></html>
`))

// newLetter gathers what a message says about b, whose show is loaded with
// its movie and cinema; tz is the zone of a cinema that stores none.
func newLetter(kind string, b *db.Booking, u *db.User, tz *time.Location, publicURL string) *letter {
	l := &letter{Kind: kind, Name: "there", Reference: b.Reference, Seats: strings.Join(b.Seats, ", "),
		Amount: Rupees(b.AmountPaise), Paid: b.PaidAt != nil, Ticket: kind == booking.MailPaid || kind == db.MailReminder,
		Headline: headline[kind]}
	if l.Ticket {
		l.AgeCheck = booking.AgeCheck(b.Show)
	}
	var food []string
	for _, f := range b.Food {
		food = append(food, fmt.Sprintf("%d × %s", f.Quantity, f.Name))
	}
	l.Food = strings.Join(food, ", ")
	if b.DiscountPaise > 0 {
		l.Discount = Rupees(b.DiscountPaise)
	}
	if b.RefundedPaise != nil && kind == booking.MailRefunded {
		l.Refunded = Rupees(*b.RefundedPaise)
	}
	if u != nil && strings.TrimSpace(u.Name) != "" {
		l.Name = strings.TrimSpace(u.Name)
	}
	if sh := b.Show; sh != nil {
		l.When = eticket.LocalTime(sh, tz)
		if sh.Movie != nil {
			l.Movie = sh.Movie.Title
		}
		if sh.Screen != nil {
			l.Screen = sh.Screen.Name
			if c := sh.Screen.Cinema; c != nil {
				l.Cinema, l.Address = c.Name, eticket.Address(c)
			}
		}
	}
	if publicURL != "" {
		l.TicketURL = TicketURL(publicURL, b.Reference)
	}
	return l
}

// TicketURL is the e-ticket page of a booking.
func TicketURL(publicURL, reference string) string {
	return strings.TrimRight(publicURL, "/") + "/tickets/" + reference
}

// render fills the templates for l.
func render(l *letter) (content, error) {
	var text, html bytes.Buffer
	if err := textTmpl.Execute(&text, l); err != nil {
		return content{}, fmt.Errorf("render text: %w", err)
	}
	if err := htmlTmpl.Execute(&html, l); err != nil {
		return content{}, fmt.Errorf("render html: %w", err)
	}
	return content{Subject: subjectOf(l), Text: text.String(), HTML: html.String()}, nil
}

// Rupees formats paise as Indians write money: ₹1,23,456.50.
func Rupees(paise int64) string {
	sign := ""
	if paise < 0 {
		sign, paise = "-", -paise
	}
	whole := strconv.FormatInt(paise/100, 10)
	if len(whole) > 3 {
		head, tail := whole[:len(whole)-3], whole[len(whole)-3:]
		var groups []string
		for len(head) > 2 {
			groups = append([]string{head[len(head)-2:]}, groups...)
			head = head[:len(head)-2]
		}
		whole = strings.Join(append(append([]string{head}, groups...), tail), ",")
	}
	return fmt.Sprintf("%s₹%s.%02d", sign, whole, paise%100)
}
