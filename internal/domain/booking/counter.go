package booking

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/internal/domain/audit"
	"marquee/internal/platform/apperr"
)

// CounterSale is what the box office adds to a booking request: a sale
// paid at once, at a till, by the staff member selling.
type CounterSale struct {
	TillID string
	SoldBy string
	Method string // CASH, CARD or UPI
	// Reference is the card terminal's reference or the UPI UTR.
	Reference string
	// Contact is the buyer's optional phone or e-mail.
	Contact string
}

// AtCounter makes the request a counter sale: the same seat engine,
// reference and ticket as an online booking, but PAID when its seats are
// claimed (sold, never held), with no checkout, belonging to the counter
// rather than to an account, and audited in the claim's transaction. The
// staff member sees the buyers, so no age confirmation is asked.
func AtCounter(sale CounterSale) BookOption {
	return func(r *bookRequest) {
		r.counter = &sale
		r.confirmAge = true
	}
}

// apply turns the new booking b into the counter sale.
func (c *CounterSale) apply(b *db.Booking, now time.Time) {
	b.UserID = db.CounterUserID
	b.Status, b.PaidAt, b.HoldExpiresAt = db.StatusPaid, &now, now
	b.Channel, b.PaymentMethod, b.SoldBy, b.TillID, b.Contact = db.ChannelCounter, c.Method, c.SoldBy, c.TillID, c.Contact
	b.PaymentProvider, b.PaymentIntentID = db.ProviderCounter, c.Reference
	b.PaymentSessionID, b.PaymentURL = "", ""
}

// untilOf is how long a new booking's claims last: until its hold ends,
// or for good when it is paid already (a counter sale).
func untilOf(b *db.Booking) *time.Time {
	if b.Status == db.StatusPaid {
		return nil
	}
	return &b.HoldExpiresAt
}

// errTillClosed refuses a counter sale or refund into a till that is not
// (or no longer) open.
var errTillClosed = apperr.New(apperr.TillClosed, "Your till is closed: open a till first")

// lockTill takes the till's row lock in tx, refusing with TILL_CLOSED a
// till closed since the sale or refund began; the closing takes the same
// lock, so it counts the sale or refund, or the sale or refund is refused
// and leaves nothing behind.
func lockTill(ctx context.Context, tx bun.Tx, tillID string) error {
	if err := db.LockOpenTill(ctx, tx, tillID); errors.Is(err, db.ErrNotFound) {
		return errTillClosed
	} else if err != nil {
		return err
	}
	return nil
}

// auditSale checks a counter sale's till is still open and writes the
// sale's audit row, in its claim transaction; an online booking is its
// customer's act, not staff's, and has neither.
func (s *Service) auditSale(ctx context.Context, tx bun.Tx, b *db.Booking, now time.Time) error {
	if b.Channel != db.ChannelCounter {
		return nil
	}
	if err := lockTill(ctx, tx, b.TillID); err != nil {
		return err
	}
	if CounterEmail(b) != "" {
		// The e-ticket goes out through the outbox, queued in the sale's
		// transaction like an online booking's confirmation. A phone
		// number is only stored with the sale: Marquee sends no SMS.
		if err := s.notify(ctx, tx, MailPaid, b); err != nil {
			return err
		}
	}
	return audit.Record(ctx, tx, now, "booking.sellAtCounter", audit.Subject("booking", b.ID), nil, saleState(b))
}

// CounterEmail is the e-mail address a counter sale's buyer gave as its
// contact, or "" when they gave a phone number or nothing.
func CounterEmail(b *db.Booking) string {
	c := strings.TrimSpace(b.Contact)
	at := strings.IndexByte(c, '@')
	if b.Channel != db.ChannelCounter || at < 1 || at == len(c)-1 || strings.ContainsAny(c, " \t\r\n<>,;:\"") ||
		!strings.Contains(c[at+1:], ".") {
		return ""
	}
	return c
}

// saleState is what the audit trail keeps of a booking.
func saleState(b *db.Booking) map[string]any {
	return map[string]any{"status": b.Status, "seats": b.Seats, "amountPaise": b.AmountPaise, "channel": b.Channel,
		"paymentMethod": b.PaymentMethod, "tillId": b.TillID, "refundTillId": b.RefundTillID}
}

// RefundAtCounter refunds a PAID counter sale in full from tillID (the
// money goes back over the counter) and frees its seats on every live
// seat map, with its audit row in the same transaction. A ticket admitted
// at the door is not refunded. The caller's role is checked by the box
// office service.
func (s *Service) RefundAtCounter(ctx context.Context, bookingID, tillID string) (*db.Booking, error) {
	id, err := parseBookingID(bookingID)
	if err != nil {
		return nil, err
	}
	b, err := s.load(ctx, s.DB, id)
	if err != nil {
		return nil, err
	}
	if b.Channel != db.ChannelCounter {
		return nil, apperr.BadInputf("Only a counter sale is refunded at the counter; an online booking is refunded by an admin")
	}
	now := s.Clock.Now()
	_, err = s.changeSeats(ctx, func(ctx context.Context, tx bun.Tx) (seatChange, error) {
		if err := lockTill(ctx, tx, tillID); err != nil {
			return seatChange{}, err
		}
		done, err := db.RefundAtCounter(ctx, tx, b.ID, tillID, now)
		if err != nil {
			return seatChange{}, err
		}
		if !done {
			return seatChange{}, s.counterRefundRefusal(ctx, tx, b.ID)
		}
		if err := db.DeleteClaims(ctx, tx, []string{b.ID}); err != nil {
			return seatChange{}, err
		}
		// As an online refund does: the redemption goes back, and the
		// stock of food not handed over yet.
		if err := db.ReleaseExtras(ctx, tx, []string{b.ID}, true); err != nil {
			return seatChange{}, err
		}
		after := *b
		after.Status, after.RefundTillID = db.StatusRefunded, tillID
		if err := audit.Record(ctx, tx, now, "booking.refundAtCounter", audit.Subject("booking", b.ID), saleState(b), saleState(&after)); err != nil {
			return seatChange{}, err
		}
		var ch seatChange
		ch.Touch(b.ShowID)
		return ch, nil
	})
	if err != nil {
		return nil, err
	}
	return s.load(ctx, s.DB, b.ID)
}

// counterRefundRefusal says why a counter sale could not be refunded.
func (s *Service) counterRefundRefusal(ctx context.Context, idb bun.IDB, id string) error {
	b, err := s.load(ctx, idb, id)
	if err != nil {
		return err
	}
	if b.Status != db.StatusPaid {
		return apperr.BadInputf("%s", endedReason(b.Status))
	}
	return apperr.New(apperr.AlreadyCheckedIn, "This ticket was admitted at the door, so it cannot be refunded")
}
