package audit

import (
	"context"
	"sort"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/internal/platform/apperr"
	"marquee/internal/platform/auth"
)

// Service reads the trail for the APIs; writes go through Record, inside
// each change's own transaction.
type Service struct {
	DB bun.IDB
}

// Log lists the rows f chooses, newest first, for admins.
func (s *Service) Log(ctx context.Context, f db.AuditFilter) ([]db.AuditEntry, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	if f.Limit < 1 || f.Limit > MaxLimit {
		return nil, apperr.BadInputf("limit must be from 1 to %d", MaxLimit)
	}
	if f.From != nil && f.To != nil && f.To.Before(*f.From) {
		return nil, apperr.BadInputf("to must not be before from")
	}
	return db.AuditLog(ctx, s.DB, f)
}

// BookingHistory is what happened to a booking, oldest first, for admins
// and staff (nobody else is shown who did what: empty for them). Its
// creation and online payment are read from the booking itself, by its
// customer; everything staff did to it (a counter sale, a refund) from
// the trail.
func (s *Service) BookingHistory(ctx context.Context, b *db.Booking) ([]db.AuditEntry, error) {
	if _, err := auth.RequireStaff(ctx); err != nil {
		return []db.AuditEntry{}, nil
	}
	rows, err := db.AuditOfSubject(ctx, s.DB, Subject("booking", b.ID))
	if err != nil {
		return nil, err
	}
	out := make([]db.AuditEntry, 0, len(rows)+2)
	if b.Channel != db.ChannelCounter {
		// A counter sale's creation and payment are one audited act.
		out = append(out, db.AuditEntry{ID: b.ID + ":created", At: b.CreatedAt, ActorID: b.UserID, Action: "booking.create",
			Subject: Subject("booking", b.ID), Actor: b.User})
		if b.PaidAt != nil {
			out = append(out, db.AuditEntry{ID: b.ID + ":paid", At: *b.PaidAt, ActorID: b.UserID, Action: "booking.pay",
				Subject: Subject("booking", b.ID), Actor: b.User})
		}
	}
	out = append(out, rows...)
	sort.SliceStable(out, func(i, j int) bool { return out[i].At.Before(out[j].At) })
	return out, nil
}
