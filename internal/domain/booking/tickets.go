package booking

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"strings"
	"time"

	"github.com/uptrace/bun"

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
// first scan's time, and a scan while the booking is being refunded with
// REFUND_IN_PROGRESS.
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
	if err := ticketRefusal(b, now); err != nil {
		return nil, err
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
	// A refund under way (its mark younger than RefundLease) refuses the
	// scan: the provider may be returning the money right now, and a
	// ticket is admitted or refunded, never both. An older mark belongs
	// to a refunder that died; the refund's own last step re-checks for a
	// check-in, so admitting then is still safe.
	var adm db.Admission
	err = s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		var err error
		adm, err = db.AdmitBooking(ctx, tx, b.ID, staff.UserID, now, now.Add(-RefundLease))
		return err
	})
	if err != nil {
		return nil, err
	}
	switch adm.Result {
	case db.Admitted:
		return &Admission{Booking: b, CheckedInAt: adm.At}, nil
	case db.AdmittedBefore:
		return nil, apperr.New(apperr.AlreadyCheckedIn, "Already checked in at %s", adm.At.In(zone).Format("3:04:05 PM")).
			WithDetail("checkedInAt", adm.At.UTC().Format(time.RFC3339Nano))
	case db.RefundUnderWay:
		return nil, errRefundInProgress
	}
	// Refunded (or otherwise ended) since it was read above.
	b.Status = adm.Status
	return nil, ticketRefusal(b, now)
}

// errRefundInProgress refuses a scan while the booking is being refunded.
var errRefundInProgress = apperr.New(apperr.RefundInProgress,
	"This booking is being refunded, so the ticket cannot be admitted. If the refund fails, scan it again in a moment.")

// ticketRefusal is why a ticket that is not PAID is refused at the door;
// nil for a paid one.
func ticketRefusal(b *db.Booking, now time.Time) error {
	switch view.BookingStatus(b, now) {
	case db.StatusPaid:
		return nil
	case db.StatusCancelled:
		return apperr.New(apperr.TicketCancelled, "This booking was cancelled")
	case db.StatusRefunded:
		return apperr.New(apperr.TicketRefunded, "This booking was refunded")
	case db.StatusExpired:
		return apperr.New(apperr.TicketExpired, "This booking expired unpaid")
	default:
		return apperr.New(apperr.TicketUnpaid, "This booking has not been paid")
	}
}
