package waitingroom

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"strings"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/internal/domain/booking"
	"marquee/internal/platform/apperr"
)

var _ booking.Gate = (*Service)(nil)

// mac signs what a token stands for: its row, room, user and end.
func (s *Service) mac(t *db.AdmissionToken) []byte {
	m := hmac.New(sha256.New, s.Key)
	fmt.Fprintf(m, "admission|%s|%s|%s|%d", t.ID, t.RoomID, t.UserID, t.ExpiresAt.UnixNano())
	return m.Sum(nil)
}

// sign is the token string of an admission: its id and its signature.
func (s *Service) sign(t *db.AdmissionToken) string {
	return t.ID + "." + base64.RawURLEncoding.EncodeToString(s.mac(t))
}

// Required refusals.
var (
	errAdmission = apperr.New(apperr.AdmissionRequired,
		"This film's booking has a waiting room: please wait for your turn in the queue, then book within your session")
)

// Pass lets a booking through the open room in front of its show, if
// any: the caller needs an admission of theirs, signed, unused and not
// over (it is used here, in the booking's transaction, so it books once
// however many replicas see it), and the room's ticket cap must hold
// across the movie's shows with the seats asked for.
func (s *Service) Pass(ctx context.Context, tx bun.IDB, p booking.Pass) error {
	r, err := db.OpenWaitingRoomOf(ctx, tx, p.MovieID, p.ShowID)
	if errors.Is(err, db.ErrNotFound) {
		return nil
	}
	if err != nil {
		return err
	}
	id, sig, ok := strings.Cut(p.Token, ".")
	if !ok || id == "" {
		return errAdmission
	}
	t, err := db.AdmissionTokenByID(ctx, tx, id)
	if errors.Is(err, db.ErrNotFound) {
		return errAdmission
	}
	if err != nil {
		return err
	}
	got, err := base64.RawURLEncoding.DecodeString(sig)
	if err != nil || !hmac.Equal(got, s.mac(t)) || t.RoomID != r.ID || t.UserID != p.UserID {
		return errAdmission
	}
	now := s.now()
	// Used first, so a used token says so before the cap does; a cap
	// refusal rolls the use back with the rest of the booking.
	used, err := db.UseAdmissionToken(ctx, tx, t.ID, p.UserID, p.BookingID, now)
	if err != nil {
		return err
	}
	if !used {
		return apperr.New(apperr.AdmissionRequired, "Your admission has been used or has ended: please join the queue again")
	}
	held, err := db.UserSeatsOfMovie(ctx, tx, p.UserID, r.MovieID, now)
	if err != nil {
		return err
	}
	if held+p.Seats > r.MaxTicketsPerUser {
		return apperr.New(apperr.TicketCapReached,
			"You can book at most %d tickets for this film while its waiting room is on (you have %d)", r.MaxTicketsPerUser, held).
			WithDetail("maxTickets", r.MaxTicketsPerUser)
	}
	return nil
}
