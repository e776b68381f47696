package booking

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"strings"
	"time"

	"marquee/db"
	"marquee/internal/domain/venues"
	"marquee/internal/domain/view"
	"marquee/internal/platform/apperr"
	"marquee/internal/platform/auth"
)

// ticketPrefix names the ticket code's format, so a later format can be
// told apart by a scanner.
const ticketPrefix = "MQ1"

// maxTicketCode bounds what a scan may send before it is parsed.
const maxTicketCode = 128

// ticketMAC signs a booking's id and reference with the server's ticket
// key (shared by every replica through app_settings).
func (s *Service) ticketMAC(b *db.Booking) string {
	m := hmac.New(sha256.New, s.TicketKey)
	m.Write([]byte(ticketPrefix + "|" + b.ID + "|" + b.Reference))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil))
}

// TicketCodeOf is b's signed ticket code, "MQ1.<reference>.<mac>", what
// the e-ticket's QR code carries.
func (s *Service) TicketCodeOf(b *db.Booking) string {
	return ticketPrefix + "." + b.Reference + "." + s.ticketMAC(b)
}

// TicketCode is b's ticket code for its owner, staff and admins once it is
// paid; nil for anyone else or before payment (not an error: the field is
// simply absent for them).
func (s *Service) TicketCode(ctx context.Context, b *db.Booking) *string {
	if len(s.TicketKey) == 0 || !canSeeTicket(auth.CallerFrom(ctx), b) {
		return nil
	}
	if view.BookingStatus(b, s.Clock.Now()) != db.StatusPaid {
		return nil
	}
	code := s.TicketCodeOf(b)
	return &code
}

// Admission is a successful check-in.
type Admission struct {
	Booking     *db.Booking
	CheckedInAt time.Time
}

var errInvalidTicket = apperr.New(apperr.InvalidTicket, "This is not a valid Marquee ticket")

// CheckIn admits the holder of a ticket code: the signature must hold, the
// booking be paid and its show be today in the cinema's zone and not over.
// The database admits a booking once; a second scan is refused with the
// first scan's time.
func (s *Service) CheckIn(ctx context.Context, code string) (*Admission, error) {
	staff, err := auth.RequireStaff(ctx)
	if err != nil {
		return nil, err
	}
	if len(s.TicketKey) == 0 {
		return nil, errors.New("booking: no ticket key configured")
	}
	code = strings.TrimSpace(code)
	parts := strings.Split(code, ".")
	if len(code) > maxTicketCode || len(parts) != 3 || parts[0] != ticketPrefix || len(parts[1]) != db.ReferenceLen {
		return nil, errInvalidTicket
	}
	b, err := db.BookingByReference(ctx, s.DB, db.NormalizeReference(parts[1]))
	if errors.Is(err, db.ErrNotFound) {
		return nil, errInvalidTicket
	}
	if err != nil {
		return nil, err
	}
	if !hmac.Equal([]byte(parts[2]), []byte(s.ticketMAC(b))) {
		return nil, errInvalidTicket
	}
	now := s.Clock.Now()
	switch view.BookingStatus(b, now) {
	case db.StatusPaid:
	case db.StatusCancelled:
		return nil, apperr.New(apperr.TicketCancelled, "This booking was cancelled")
	case db.StatusRefunded:
		return nil, apperr.New(apperr.TicketRefunded, "This booking was refunded")
	case db.StatusExpired:
		return nil, apperr.New(apperr.TicketExpired, "This booking expired unpaid")
	default:
		return nil, apperr.New(apperr.TicketUnpaid, "This booking has not been paid")
	}
	zone := venues.ShowZone(b.Show, s.TZ)
	if b.Show.StartsAt.In(zone).Format(time.DateOnly) != now.In(zone).Format(time.DateOnly) {
		return nil, apperr.New(apperr.NotToday, "This ticket is for %s, not today", b.Show.StartsAt.In(zone).Format("Mon 2 Jan 2006, 3:04 PM")).
			WithDetail("startsAt", b.Show.StartsAt.UTC().Format(time.RFC3339))
	}
	runtime := 0
	if b.Show.Movie != nil {
		runtime = b.Show.Movie.Runtime
	}
	if !now.Before(b.Show.StartsAt.Add(time.Duration(runtime) * time.Minute)) {
		return nil, apperr.New(apperr.ShowOver, "This show is over")
	}
	admitted, at, err := db.RecordCheckIn(ctx, s.DB, b.ID, staff.UserID, now)
	if err != nil {
		return nil, err
	}
	if !admitted {
		return nil, apperr.New(apperr.AlreadyCheckedIn, "Already checked in at %s", at.In(zone).Format("3:04:05 PM")).
			WithDetail("checkedInAt", at.UTC().Format(time.RFC3339Nano))
	}
	return &Admission{Booking: b, CheckedInAt: at}, nil
}
