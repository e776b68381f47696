package mail

import (
	"strings"
	"testing"
	"time"

	"marquee/db"
	"marquee/internal/domain/booking"
)

func TestRupees(t *testing.T) {
	for paise, want := range map[int64]string{
		0: "₹0.00", 5: "₹0.05", 13000: "₹130.00", 138000: "₹1,380.00", 10000000: "₹1,00,000.00",
		1234567801: "₹1,23,45,678.01", -55200: "-₹552.00",
	} {
		if got := Rupees(paise); got != want {
			t.Errorf("Rupees(%d) = %q, want %q", paise, got, want)
		}
	}
}

// Every kind has its own subject and first sentence; values from the
// catalogue are escaped in the HTML part and left alone in the text.
func TestRenderEachKind(t *testing.T) {
	paidAt := time.Date(2030, 3, 1, 9, 0, 0, 0, time.UTC)
	b := &db.Booking{Reference: "7K3QX9PD", Seats: []string{"C4", "C5"}, AmountPaise: 55200, PaidAt: &paidAt,
		Show: &db.Show{StartsAt: time.Date(2030, 3, 2, 14, 0, 0, 0, time.UTC),
			Movie:  &db.Movie{Title: `Tom & <Jerry>`},
			Screen: &db.Screen{Name: "Audi 2", Cinema: &db.Cinema{Name: "Marquee Grand", City: "Mumbai", Address: "Linking Road", TimeZone: "Asia/Kolkata"}}}}
	subjects := map[string]bool{}
	for kind, first := range map[string]string{
		booking.MailPaid: "confirmed", db.MailReminder: "coming up", booking.MailCancelled: "cancelled", booking.MailRefunded: "refunded",
	} {
		c, err := render(newLetter(kind, b, &db.User{Name: "Asha"}, time.UTC, "https://tickets.example"))
		if err != nil {
			t.Fatal(err)
		}
		subjects[c.Subject] = true
		for _, want := range []string{"Hello Asha", first, "7K3QX9PD", "Tom & <Jerry>", "Marquee Grand, Audi 2", "Linking Road, Mumbai",
			"Sat 2 Mar 2030, 7:30 PM IST", "C4, C5", "₹552.00", "https://tickets.example/tickets/7K3QX9PD"} {
			if !strings.Contains(c.Text, want) {
				t.Errorf("%s text lacks %q:\n%s", kind, want, c.Text)
			}
		}
		if strings.Contains(c.HTML, "<Jerry>") || !strings.Contains(c.HTML, "Tom &amp; &lt;Jerry&gt;") {
			t.Errorf("%s HTML does not escape the title:\n%s", kind, c.HTML)
		}
		attached := strings.Contains(c.Text, "attached")
		if want := kind == booking.MailPaid || kind == db.MailReminder; attached != want {
			t.Errorf("%s text mentions attachments: %v", kind, attached)
		}
	}
	if len(subjects) != 4 {
		t.Fatalf("subjects %v", subjects)
	}
	b.PaidAt = nil
	c, err := render(newLetter(booking.MailCancelled, b, nil, time.UTC, ""))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(c.Text, "Amount paid") || !strings.Contains(c.Text, "₹552.00 (not charged)") ||
		!strings.Contains(c.HTML, "₹552.00 (not charged)") || !strings.Contains(c.Text, "Hello there") || strings.Contains(c.Text, "e-ticket") {
		t.Fatalf("unpaid cancellation:\n%s\n%s", c.Text, c.HTML)
	}
}

// A booking with food and an offer lists them in both parts: what to
// collect at the counter and what the offer took off.
func TestRenderListsFood(t *testing.T) {
	paidAt := time.Date(2030, 3, 1, 9, 0, 0, 0, time.UTC)
	b := &db.Booking{Reference: "7K3QX9PD", Seats: []string{"C4"}, AmountPaise: 70000, PaidAt: &paidAt, DiscountPaise: 5000,
		Food: []db.OrderLine{{Name: "Large popcorn", Quantity: 1}, {Name: "Cola", Quantity: 2}},
		Show: &db.Show{StartsAt: time.Date(2030, 3, 2, 14, 0, 0, 0, time.UTC), Movie: &db.Movie{Title: "Dune"}}}
	c, err := render(newLetter(booking.MailPaid, b, nil, time.UTC, ""))
	if err != nil {
		t.Fatal(err)
	}
	for _, part := range []string{c.Text, c.HTML} {
		for _, want := range []string{"1 × Large popcorn, 2 × Cola", "collect at the counter", "₹50.00 off"} {
			if !strings.Contains(part, want) {
				t.Errorf("message lacks %q:\n%s", want, part)
			}
		}
	}
	b.Food, b.DiscountPaise = nil, 0
	if c, _ := render(newLetter(booking.MailPaid, b, nil, time.UTC, "")); strings.Contains(c.Text, "Food") || strings.Contains(c.Text, "Offer") {
		t.Errorf("a booking without food mentions it:\n%s", c.Text)
	}
}
