package booking

import (
	"context"
	"errors"

	"marquee/db"
	"marquee/internal/domain/eticket"
	"marquee/internal/platform/auth"
)

// TicketQRSVG is the QR code of b's ticket code as an SVG document, for
// exactly those who may see the code (TicketCode); nil otherwise.
func (s *Service) TicketQRSVG(ctx context.Context, b *db.Booking) (*string, error) {
	code := s.TicketCode(ctx, b)
	if code == nil {
		return nil, nil
	}
	svg, err := eticket.SVG(*code, "QR code of ticket "+b.Reference)
	if err != nil {
		return nil, err
	}
	return &svg, nil
}

// Calendar is b's show as an iCalendar document for its owner, staff and
// admins; nil for anyone else. Its status follows the booking's (a
// cancelled booking's entry says CANCELLED, so importing it again updates
// the calendar: the UID is the booking's).
func (s *Service) Calendar(ctx context.Context, b *db.Booking) (*string, error) {
	c := auth.CallerFrom(ctx)
	if c == nil || (c.UserID != b.UserID && !c.Staff && !c.Admin) {
		return nil, nil
	}
	full, err := s.withShow(ctx, b)
	if err != nil {
		return nil, err
	}
	ev, err := eticket.BookingEvent(full, s.StatusOf(b), s.TZ, "")
	if err != nil {
		return nil, err
	}
	doc := eticket.Calendar(ev)
	return &doc, nil
}

// withShow is b with its show, movie, screen and cinema, read again when
// b came without them.
func (s *Service) withShow(ctx context.Context, b *db.Booking) (*db.Booking, error) {
	if sh := b.Show; sh != nil && sh.Movie != nil && sh.Screen != nil && sh.Screen.Cinema != nil {
		return b, nil
	}
	full, err := db.BookingWithShow(ctx, s.DB, b.ID)
	if errors.Is(err, db.ErrNotFound) {
		return nil, errors.New("booking: calendar of a booking that is not stored")
	}
	return full, err
}
