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

// Admission is a successful check-in. AgeCheck is "A — check ID" for an
// A-certificate show, for the usher to read; nil otherwise.
type Admission struct {
	Booking     *db.Booking
	CheckedInAt time.Time
	AgeCheck    *string
	// Collect is what the counter hands over ("collect: 1 × Large
	// popcorn, 2 × Cola"); "" for no food, or food already collected.
	Collect string
}

var errInvalidTicket = apperr.New(apperr.InvalidTicket, "This is not a valid Marquee ticket")

// CheckIn admits the holder of a ticket code — or of the booking reference
// printed on the ticket, typed by staff at a door without a camera: the
// signature must hold, the show not be cancelled (SHOW_CANCELLED), the
// booking be paid and its show be today in the cinema's zone and not
// over. The database admits a booking once; a
// second scan is refused with the first scan's time, the show and the
// seats, and a scan while the booking is being refunded with
// REFUND_IN_PROGRESS.
func (s *Service) CheckIn(ctx context.Context, code string) (*Admission, error) {
	staff, err := auth.RequireStaff(ctx)
	if err != nil {
		return nil, err
	}
	if len(s.TicketKey) == 0 {
		return nil, errors.New("booking: no ticket key configured")
	}
	b, err := s.ticketBooking(ctx, staff, code)
	if err != nil {
		return nil, err
	}
	now := s.Clock.Now()
	if b.Show.Status == db.ShowCancelled {
		return nil, errTicketShowCancelled
	}
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
		out := &Admission{Booking: b, CheckedInAt: adm.At}
		if check := AgeCheck(b.Show); check != "" {
			out.AgeCheck = &check
		}
		if b.FoodPaise > 0 {
			lines, err := db.OrderLinesOf(ctx, s.DB, []string{b.ID})
			if err != nil {
				return nil, err
			}
			out.Collect = CollectText(lines)
		}
		return out, nil
	case db.AdmittedBefore:
		return nil, s.alreadyCheckedIn(ctx, b, adm.At, zone)
	case db.RefundUnderWay:
		return nil, errRefundInProgress
	case db.ShowWasCancelled:
		return nil, errTicketShowCancelled
	}
	// Refunded (or otherwise ended) since it was read above.
	b.Status = adm.Status
	return nil, ticketRefusal(b, now)
}

// errTicketShowCancelled refuses every ticket of a cancelled show, paid,
// refunded or with its refund still under way.
var errTicketShowCancelled = apperr.New(apperr.ShowCancelled, "This show was cancelled: the ticket is not valid and its refund is on its way")

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

// ticketBooking finds the booking code names. A signed ticket code (what
// the QR carries) must carry the booking's MAC. A bare reference — 8
// characters a person can read off the ticket and type, in any case, I,
// L and O read as 1, 1 and 0 — proves less: it is 40 random bits, not a
// signature, so each staff user may try only ReferenceLimit a minute.
func (s *Service) ticketBooking(ctx context.Context, staff *auth.Caller, code string) (*db.Booking, error) {
	code = strings.TrimSpace(code)
	if len(code) > maxTicketCode {
		return nil, errInvalidTicket
	}
	if ref, ok := db.TypedReference(code); ok {
		if s.ReferenceLimit != nil {
			if err := s.ReferenceLimit(ctx, staff.UserID); err != nil {
				return nil, err
			}
		}
		b, err := db.BookingByReference(ctx, s.DB, ref)
		if errors.Is(err, db.ErrNotFound) {
			return nil, apperr.New(apperr.InvalidTicket, "No booking has the reference %s", ref)
		}
		return b, err
	}
	parts := strings.Split(code, ".")
	if len(parts) != 3 || parts[0] != ticketPrefix || len(parts[1]) != db.ReferenceLen {
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
	return b, nil
}

// alreadyCheckedIn refuses a second scan of b, first admitted at at. It
// carries what the first scan showed — the show and the seats — so the
// usher can tell a ticket shown twice from one at the wrong door.
func (s *Service) alreadyCheckedIn(ctx context.Context, b *db.Booking, at time.Time, zone *time.Location) error {
	e := apperr.New(apperr.AlreadyCheckedIn, "Already checked in at %s", at.In(zone).Format("3:04:05 PM")).
		WithDetail("checkedInAt", at.UTC().Format(time.RFC3339Nano)).
		WithDetail("reference", b.Reference).
		WithDetail("showDate", b.Show.StartsAt.In(zone).Format(time.DateOnly)).
		WithDetail("showTime", b.Show.StartsAt.In(zone).Format("15:04")).
		WithDetail("timeZone", zone.String())
	if b.Show.Movie != nil {
		e = e.WithDetail("movie", b.Show.Movie.Title)
	}
	if sc := b.Show.Screen; sc != nil {
		e = e.WithDetail("screen", sc.Name)
		if sc.Cinema != nil {
			e = e.WithDetail("cinema", sc.Cinema.Name)
		}
	}
	seats := make([]map[string]string, 0, len(b.Seats))
	lines, err := s.SeatLines(ctx, b)
	if err != nil {
		// The refusal matters more than the categories: the labels alone
		// still tell the usher which seats.
		labels := append([]string(nil), b.Seats...)
		SortSeats(labels)
		for _, l := range labels {
			seats = append(seats, map[string]string{"label": l, "category": ""})
		}
	}
	for _, l := range lines {
		seats = append(seats, map[string]string{"label": l.Label, "category": l.Category})
	}
	return e.WithDetail("seats", seats)
}
