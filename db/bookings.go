package db

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/uptrace/bun"
)

// Booking statuses. A booking is never deleted: it moves PENDING → PAID,
// or PENDING → EXPIRED/CANCELLED; a paid booking cancelled by its customer
// or refunded by an admin, and a payment that arrives for an expired
// booking whose seats are gone, end REFUNDED. A payment that arrives for a
// CANCELLED booking is refunded and the booking stays CANCELLED.
const (
	StatusPending   = "PENDING"
	StatusPaid      = "PAID"
	StatusExpired   = "EXPIRED"
	StatusCancelled = "CANCELLED"
	StatusRefunded  = "REFUNDED"
)

// Payment providers of a booking.
const (
	ProviderStripe = "stripe"
	ProviderTest   = "test"
)

// Booking is one customer's claim on seats of a show.
type Booking struct {
	bun.BaseModel `bun:"table:bookings"`

	ID string `bun:"id,pk"`
	// Reference is the short code a person reads out (8 characters of
	// Crockford base32), unique across bookings.
	Reference   string   `bun:"reference,notnull"`
	UserID      string   `bun:"user_id,notnull"`
	ShowID      string   `bun:"show_id,notnull"`
	Seats       []string `bun:"seats,type:text,notnull"`
	AmountPaise int64    `bun:"amount_paise,notnull"`
	// TicketsPaise (GST-inclusive seat prices), FeePaise (booking fees
	// before GST) and TaxPaise (GST inside the tickets plus GST on the
	// fees) make up AmountPaise = TicketsPaise + FeePaise + GST on fees.
	TicketsPaise int64  `bun:"tickets_paise,notnull"`
	FeePaise     int64  `bun:"fee_paise,notnull"`
	TaxPaise     int64  `bun:"tax_paise,notnull"`
	Currency     string `bun:"currency,notnull"`
	Status       string `bun:"status,notnull"`
	// HoldExpiresAt is when an unpaid booking stops holding its seats.
	HoldExpiresAt    time.Time  `bun:"hold_expires_at,notnull"`
	PaymentProvider  string     `bun:"payment_provider,notnull"`
	PaymentSessionID string     `bun:"payment_session_id,notnull"`
	PaymentURL       string     `bun:"payment_url,notnull"`
	PaymentIntentID  string     `bun:"payment_intent_id,notnull"`
	PaidAt           *time.Time `bun:"paid_at,nullzero"`
	// RefundedPaise is what went back to the customer: once REFUNDED, the
	// amount less any cancellation fee; on a CANCELLED booking, a payment
	// that arrived after the cancel (in full); on a PAID booking, a refund
	// that reached the provider after the ticket was admitted (see
	// RecordRefundOfAdmitted), which an admin must settle. nil otherwise.
	RefundedPaise *int64     `bun:"refunded_paise"`
	RefundedAt    *time.Time `bun:"refunded_at,nullzero"`
	// RefundStartedAt is set while one caller is asking the payment
	// provider for a PAID booking's refund, so a second cancel or an
	// admin's refund racing it does not ask again; see StartRefund.
	RefundStartedAt *time.Time `bun:"refund_started_at,nullzero"`
	CreatedAt       time.Time  `bun:"created_at,notnull"`
	UpdatedAt       time.Time  `bun:"updated_at,notnull"`
	// IdempotencyKey is the key the customer's client sent with the
	// request that made the booking, unique per user; empty (NULL) when
	// it sent none. See BookingByIdempotencyKey.
	IdempotencyKey string `bun:"idempotency_key,nullzero"`
	// AgeConfirmed records that the customer confirmed being 18 or older
	// when booking (asked for an A-certificate show).
	AgeConfirmed bool `bun:"age_confirmed,notnull"`
	// SeatLines are the seats with the category and price each was charged
	// at, so a show moved or repriced later does not change what the
	// booking says it cost; nil for bookings made before they were kept.
	SeatLines []SeatLine `bun:"seat_lines,type:text,nullzero"`
	// FoodPaise is the food order's GST-inclusive total (its lines are in
	// booking_order_lines) and DiscountPaise what the offer OfferID took
	// off; AmountPaise = TicketsPaise + FoodPaise - DiscountPaise +
	// FeePaise + GST on the fees.
	FoodPaise     int64   `bun:"food_paise,notnull"`
	DiscountPaise int64   `bun:"discount_paise,notnull"`
	OfferID       *string `bun:"offer_id"`
	// Food is the order, when a reader loaded it (OrderLinesOf); no column.
	Food []OrderLine `bun:"-"`

	Show *Show `bun:"rel:belongs-to,join:show_id=id"`
	User *User `bun:"rel:belongs-to,join:user_id=id"`
}

var _ bun.BeforeAppendModelHook = (*Booking)(nil)

// SeatLine is one seat of a booking as it was sold: its category's code
// and name, and the price charged for it (GST included).
type SeatLine struct {
	Seat         string `json:"seat"`
	Category     string `json:"category"`
	CategoryName string `json:"categoryName"`
	PricePaise   int64  `json:"pricePaise"`
}

// BeforeAppendModel gives a booking inserted without a reference (test
// fixtures, tools writing rows directly) the one derived from its id, as
// the migration does; the booking service always draws a random one.
func (b *Booking) BeforeAppendModel(_ context.Context, q bun.Query) error {
	if _, ok := q.(*bun.InsertQuery); ok && b.Reference == "" {
		b.Reference = ReferenceFromID(b.ID)
	}
	return nil
}

// ErrReferenceTaken reports that a new booking's reference is already in
// use; the caller draws another one.
var ErrReferenceTaken = errors.New("booking reference taken")

// ErrIdempotencyKeyTaken reports that the user already has a booking made
// with the new booking's idempotency key: the unique index
// bookings_user_idempotency_key refused it. It is how two concurrent
// requests with one key, on one server or several, end with one booking.
var ErrIdempotencyKeyTaken = errors.New("booking idempotency key taken")

// InsertBooking stores a new booking. ErrReferenceTaken and
// ErrIdempotencyKeyTaken name the unique key it clashed with; on
// PostgreSQL the statement has then aborted the transaction (or the
// savepoint) it ran in.
func InsertBooking(ctx context.Context, idb bun.IDB, b *Booking) error {
	if _, err := idb.NewInsert().Model(b).Exec(ctx); err != nil {
		if isReferenceConflict(err) {
			return ErrReferenceTaken
		}
		if isIdempotencyKeyConflict(err) {
			return ErrIdempotencyKeyTaken
		}
		return fmt.Errorf("insert booking: %w", err)
	}
	return nil
}

// isReferenceConflict tells a unique violation on bookings.reference
// apart from other insert failures, on both databases.
func isReferenceConflict(err error) bool {
	msg := err.Error()
	return strings.Contains(msg, "bookings_reference_key") || strings.Contains(msg, "bookings.reference")
}

// isIdempotencyKeyConflict recognises the unique index's refusal in
// either database's words.
func isIdempotencyKeyConflict(err error) bool {
	msg := err.Error()
	return strings.Contains(msg, "bookings_user_idempotency_key") || strings.Contains(msg, "bookings.idempotency_key")
}

// BookingWithShow returns one booking with its show and the show's movie,
// or ErrNotFound.
func BookingWithShow(ctx context.Context, idb bun.IDB, id string) (*Booking, error) {
	b := new(Booking)
	err := idb.NewSelect().Model(b).Relation("Show").Relation("Show.Movie").Relation("Show.Screen.Cinema").Where("booking.id = ?", id).Scan(ctx)
	if err != nil {
		return nil, notFound(err)
	}
	return b, nil
}

// BookingByReference returns the booking with reference ref (as stored)
// with its show, movie and cinema, or ErrNotFound.
func BookingByReference(ctx context.Context, idb bun.IDB, ref string) (*Booking, error) {
	b := new(Booking)
	err := idb.NewSelect().Model(b).Relation("Show").Relation("Show.Movie").Relation("Show.Screen.Cinema").
		Where("booking.reference = ?", ref).Scan(ctx)
	if err != nil {
		return nil, notFound(err)
	}
	return b, nil
}

// BookingByIdempotencyKey returns the user's booking made with key, with
// its show, the show's movie and cinema (as BookingWithShow), or
// ErrNotFound.
func BookingByIdempotencyKey(ctx context.Context, idb bun.IDB, userID, key string) (*Booking, error) {
	b := new(Booking)
	err := idb.NewSelect().Model(b).Relation("Show").Relation("Show.Movie").Relation("Show.Screen.Cinema").
		Where("booking.user_id = ? AND booking.idempotency_key = ?", userID, key).Scan(ctx)
	if err != nil {
		return nil, notFound(err)
	}
	return b, nil
}

// BookingsOfUser lists a user's bookings, newest first, each with its show
// and movie.
func BookingsOfUser(ctx context.Context, idb bun.IDB, userID string) ([]Booking, error) {
	var list []Booking
	err := idb.NewSelect().Model(&list).Relation("Show").Relation("Show.Movie").Relation("Show.Screen.Cinema").
		Where("booking.user_id = ?", userID).
		OrderExpr("booking.created_at DESC, booking.id DESC").
		Scan(ctx)
	return list, err
}

// LockBooking reads a booking into b, locking its row on PostgreSQL so
// payment events for one booking apply one after another (SQLite has one
// writer at a time anyway). It returns ErrNotFound for an unknown id.
func LockBooking(ctx context.Context, idb bun.IDB, id string, b *Booking) error {
	q := idb.NewSelect().Model(b).Where("id = ?", id)
	if IsPG(idb) {
		q = q.For("UPDATE")
	}
	return notFound(q.Scan(ctx))
}

// RecordCheckout attaches a payment session to a booking that is still
// PENDING. It reports false when the booking had already ended (released
// while its payment was being opened): the session must then not be
// attached, so the booking is never revived by it.
func RecordCheckout(ctx context.Context, idb bun.IDB, id, sessionID, url string, now time.Time) (bool, error) {
	res, err := idb.NewUpdate().Model((*Booking)(nil)).
		Set("payment_session_id = ?", sessionID).Set("payment_url = ?", url).Set("updated_at = ?", now).
		Where("id = ? AND status = ?", id, StatusPending).
		Exec(ctx)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// MarkPaid records that a booking was paid.
func MarkPaid(ctx context.Context, idb bun.IDB, id, paymentIntentID string, now time.Time) error {
	_, err := idb.NewUpdate().Model((*Booking)(nil)).
		Set("status = ?", StatusPaid).Set("paid_at = ?", now).Set("updated_at = ?", now).
		Set("payment_intent_id = ?", paymentIntentID).
		Where("id = ?", id).Exec(ctx)
	return err
}

// MarkRefunded records that a late payment for a booking went back in
// full, unless the booking is PAID (its seats are sold to it) or already
// REFUNDED. A CANCELLED booking stays CANCELLED, as its customer was told,
// with the refund recorded beside it; any other ends REFUNDED.
func MarkRefunded(ctx context.Context, idb bun.IDB, id, paymentIntentID string, now time.Time) error {
	_, err := idb.NewUpdate().Model((*Booking)(nil)).
		Set("status = CASE WHEN status = ? THEN status ELSE ? END", StatusCancelled, StatusRefunded).
		Set("updated_at = ?", now).
		Set("refunded_paise = amount_paise").Set("refunded_at = ?", now).
		Set("payment_intent_id = ?", paymentIntentID).
		Where("id = ? AND status IN (?)", id, bun.In([]string{StatusPending, StatusExpired, StatusCancelled})).
		Where("refunded_paise IS NULL").
		Exec(ctx)
	return err
}

// NextPendingDue returns when the earliest PENDING booking becomes due for
// PendingDue: its hold ends, or (grace > 0) it has gone grace
// without a payment session. ok is false when nothing is pending.
func NextPendingDue(ctx context.Context, idb bun.IDB, grace time.Duration) (next time.Time, ok bool, err error) {
	var b Booking
	err = idb.NewSelect().Model(&b).Column("hold_expires_at").
		Where("status = ?", StatusPending).
		OrderExpr("hold_expires_at").Limit(1).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return time.Time{}, false, nil
	}
	if err != nil {
		return time.Time{}, false, err
	}
	next, ok = b.HoldExpiresAt, true
	if grace <= 0 {
		return next, ok, nil
	}
	var started Booking
	err = idb.NewSelect().Model(&started).Column("created_at").
		Where("status = ? AND payment_session_id = ''", StatusPending).
		OrderExpr("created_at").Limit(1).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return next, ok, nil
	}
	if err != nil {
		return time.Time{}, false, err
	}
	if at := started.CreatedAt.Add(grace); at.Before(next) {
		next = at
	}
	return next, ok, nil
}

// PendingFilter chooses the PENDING bookings EndPendingBookings ends. Build
// one with PendingByID, PendingStaleOn or PendingDue; the zero filter
// chooses nothing.
type PendingFilter struct {
	id     string
	userID string

	staleShow  string
	staleSeats []string

	due             bool
	abandonedBefore time.Time
	limit           int

	show     string
	showLive *bool
}

// PendingByID chooses one booking.
func PendingByID(id string) PendingFilter { return PendingFilter{id: id} }

// OwnedBy narrows the filter to one user's bookings; "" leaves it as is.
func (f PendingFilter) OwnedBy(userID string) PendingFilter {
	f.userID = userID
	return f
}

// PendingStaleOn chooses the bookings whose hold has ended by now and that
// still claim one of these seats of the show: nobody has released them
// yet, and they must not block a new claim.
func PendingStaleOn(showID string, seats []string) PendingFilter {
	return PendingFilter{staleShow: showID, staleSeats: seats}
}

// PendingDue chooses up to limit bookings that are due for release, the
// earliest hold first. A booking is due when its hold has ended by now,
// or, when abandonedBefore is not zero, when it was created before
// abandonedBefore and no payment session was ever recorded for it: the
// process that was opening its payment page died (or gave up), so nobody
// can pay for those seats. On PostgreSQL the rows another transaction has
// locked are skipped, so concurrent sweepers share the work.
func PendingDue(abandonedBefore time.Time, limit int) PendingFilter {
	return PendingFilter{due: true, abandonedBefore: abandonedBefore, limit: limit}
}

// PendingOfShow chooses a show's pending bookings whose hold is still
// live (live) or has ended unswept (!live): a cancelled show ends both,
// the first as CANCELLED, the second as the EXPIRED they already are.
func PendingOfShow(showID string, live bool) PendingFilter {
	return PendingFilter{show: showID, showLive: &live}
}

var errEmptyFilter = errors.New("db: empty PendingFilter would end every pending booking")

// where adds the filter's conditions to the ending update.
func (f PendingFilter) where(idb bun.IDB, q *bun.UpdateQuery, now time.Time) (*bun.UpdateQuery, error) {
	switch {
	case f.id != "":
		q = q.Where("id = ?", f.id)
		if f.userID != "" {
			q = q.Where("user_id = ?", f.userID)
		}
	case f.staleShow != "":
		stale := idb.NewSelect().Model((*SeatClaim)(nil)).Column("booking_id").
			Where("show_id = ? AND seat IN (?) AND expires_at IS NOT NULL AND expires_at <= ?", f.staleShow, bun.In(f.staleSeats), now)
		q = q.Where("hold_expires_at <= ? AND id IN (?)", now, stale)
	case f.due:
		q = q.Where("id IN (?)", f.dueIDs(idb, now))
	case f.show != "" && f.showLive != nil:
		q = q.Where("show_id = ?", f.show)
		if *f.showLive {
			q = q.Where("hold_expires_at > ?", now)
		} else {
			q = q.Where("hold_expires_at <= ?", now)
		}
	default:
		return nil, errEmptyFilter
	}
	return q, nil
}

func (f PendingFilter) dueIDs(idb bun.IDB, now time.Time) *bun.SelectQuery {
	due := idb.NewSelect().Model((*Booking)(nil)).Column("id").
		Where("status = ?", StatusPending).
		OrderExpr("hold_expires_at, id").Limit(int64(f.limit))
	if f.abandonedBefore.IsZero() {
		due = due.Where("hold_expires_at <= ?", now)
	} else {
		due = due.Where("(hold_expires_at <= ? OR (payment_session_id = '' AND created_at <= ?))", now, f.abandonedBefore)
	}
	if IsPG(idb) {
		due = due.For("UPDATE SKIP LOCKED")
	}
	return due
}

// EndPendingBookings moves the PENDING bookings the filter chooses to
// status (EXPIRED or CANCELLED) and returns them with id, show_id,
// user_id, payment_provider and payment_session_id filled. The status condition in
// the update makes a booking end once, however many transactions race to
// end it. It does not free their seats: see DeleteClaims.
func EndPendingBookings(ctx context.Context, idb bun.IDB, f PendingFilter, status string, now time.Time) ([]Booking, error) {
	var ended []Booking
	q := idb.NewUpdate().Model(&ended).
		Set("status = ?", status).Set("updated_at = ?", now).
		Where("status = ?", StatusPending).
		Returning("id, show_id, user_id, payment_provider, payment_session_id")
	q, err := f.where(idb, q, now)
	if err != nil {
		return nil, err
	}
	if _, err := q.Exec(ctx); err != nil {
		return nil, err
	}
	return ended, nil
}

// lockBookingRow takes the row lock of booking id on PostgreSQL for the
// rest of the transaction idb. Refund marks, refunds and check-ins of one
// booking take it before their conditional writes, so they run one after
// another and each statement after it reads what the others committed: a
// single UPDATE ... WHERE NOT EXISTS (check-in) that waited for a row
// lock would re-check its own row but still read check_ins as of its
// start (READ COMMITTED), and could refund a ticket admitted meanwhile.
// SQLite needs nothing: its transactions are IMMEDIATE, so a writing
// transaction has the whole database to itself from its first statement.
func lockBookingRow(ctx context.Context, idb bun.IDB, id string) error {
	if !IsPG(idb) {
		return nil
	}
	var ids []string
	return idb.NewSelect().Model((*Booking)(nil)).Column("id").Where("id = ?", id).For("UPDATE").Scan(ctx, &ids)
}

// notAdmitted is the condition "the booking whose id is its argument has
// not been checked in".
const notAdmitted = "NOT EXISTS (SELECT 1 FROM check_ins WHERE check_ins.booking_id = ?)"

// StartRefund marks that the caller is about to ask the payment provider
// to refund PAID booking id, and reports whether it may: false when the
// booking is not PAID, was admitted at the door, or another caller's mark
// is newer than staleBefore. The conditional update makes one caller at a
// time the refunder; a mark older than staleBefore belongs to a caller
// that died mid-refund and is taken over (the provider's idempotency key
// makes the retry safe). While the mark is live AdmitBooking refuses the
// ticket, so a booking is admitted or refunded, never both. idb must be a
// transaction (see lockBookingRow).
func StartRefund(ctx context.Context, idb bun.IDB, id string, now, staleBefore time.Time) (bool, error) {
	if err := lockBookingRow(ctx, idb, id); err != nil {
		return false, fmt.Errorf("start refund: %w", err)
	}
	res, err := idb.NewUpdate().Model((*Booking)(nil)).
		Set("refund_started_at = ?", now).
		Where("id = ? AND status = ?", id, StatusPaid).
		Where("(refund_started_at IS NULL OR refund_started_at <= ?)", staleBefore).
		Where(notAdmitted, id).
		Exec(ctx)
	if err != nil {
		return false, fmt.Errorf("start refund: %w", err)
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// AbandonRefund clears the mark of StartRefund after the provider refused
// the refund, so the booking, still PAID, can be cancelled again at once.
func AbandonRefund(ctx context.Context, idb bun.IDB, id string) error {
	_, err := idb.NewUpdate().Model((*Booking)(nil)).
		Set("refund_started_at = NULL").
		Where("id = ? AND status = ?", id, StatusPaid).
		Exec(ctx)
	return err
}

// RefundPaid moves booking id from PAID to REFUNDED with what was
// returned, and reports false when it was no longer PAID or was admitted
// at the door meanwhile (see RecordRefundOfAdmitted): the conditions make
// a booking refunded once, however many callers race, and never once its
// ticket was used. It does not free the seats: see DeleteClaims. idb must
// be a transaction (see lockBookingRow).
func RefundPaid(ctx context.Context, idb bun.IDB, id string, refundedPaise int64, now time.Time) (bool, error) {
	if err := lockBookingRow(ctx, idb, id); err != nil {
		return false, fmt.Errorf("refund booking: %w", err)
	}
	res, err := idb.NewUpdate().Model((*Booking)(nil)).
		Set("status = ?", StatusRefunded).
		Set("refunded_paise = ?", refundedPaise).Set("refunded_at = ?", now).
		Set("refund_started_at = NULL").Set("updated_at = ?", now).
		Where("id = ? AND status = ?", id, StatusPaid).
		Where(notAdmitted, id).
		Exec(ctx)
	if err != nil {
		return false, fmt.Errorf("refund booking: %w", err)
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// RecordRefundOfAdmitted notes on PAID booking id, admitted at the door,
// that its payment provider returned refundedPaise anyway (a refund whose
// mark went stale while the provider answered, see StartRefund): the
// booking stays PAID and keeps its seats, since its holders are inside,
// and the amount and time mark it for an admin to settle. A PAID booking
// with refunded_paise set is that mark; no other path leaves one (a
// refund ends REFUNDED). It reports false when the booking is not PAID
// and admitted, and runs after RefundPaid in the same transaction.
func RecordRefundOfAdmitted(ctx context.Context, idb bun.IDB, id string, refundedPaise int64, now time.Time) (bool, error) {
	res, err := idb.NewUpdate().Model((*Booking)(nil)).
		Set("refunded_paise = ?", refundedPaise).Set("refunded_at = ?", now).
		Set("refund_started_at = NULL").Set("updated_at = ?", now).
		Where("id = ? AND status = ?", id, StatusPaid).
		Where("EXISTS (SELECT 1 FROM check_ins WHERE check_ins.booking_id = ?)", id).
		Exec(ctx)
	if err != nil {
		return false, fmt.Errorf("record refund of an admitted booking: %w", err)
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// PaidTotalsAt counts the paid bookings of one cinema's shows and sums
// their amounts, in paise; an empty cinemaID means every cinema.
func PaidTotalsAt(ctx context.Context, idb bun.IDB, cinemaID string) (count int, totalPaise int64, err error) {
	var paid struct {
		N   int   `bun:"n"`
		Sum int64 `bun:"total"`
	}
	q := idb.NewSelect().Model((*Booking)(nil)).
		ColumnExpr("COUNT(*) AS n, COALESCE(SUM(booking.amount_paise), 0) AS total").
		Where("booking.status = ?", StatusPaid)
	if cinemaID != "" {
		q = q.Where("booking.show_id IN (?)", idb.NewSelect().TableExpr("shows AS s").Column("s.id").
			Join("JOIN screens AS sc ON sc.id = s.screen_id").Where("sc.cinema_id = ?", cinemaID))
	}
	err = q.Scan(ctx, &paid)
	return paid.N, paid.Sum, err
}

// BookingFilter chooses bookings of the admin list; every part that is
// set must hold, and the zero filter chooses every booking.
type BookingFilter struct {
	// Reference keeps the booking with exactly this reference (already
	// normalised by NormalizeReference).
	Reference string
	// Search keeps the bookings whose reference starts with it (as
	// NormalizeReference reads it) or whose customer's e-mail contains
	// it, ignoring case.
	Search string
	// Statuses keeps the bookings whose status as of Now is one of these:
	// a PENDING booking whose hold has ended by Now counts as EXPIRED, as
	// the list shows it. Empty keeps every status.
	Statuses []string
	Now      time.Time
}

// apply adds f's conditions to q, a query on bookings aliased "booking".
func (f BookingFilter) apply(idb bun.IDB, q *bun.SelectQuery) *bun.SelectQuery {
	if f.Reference != "" {
		q = q.Where("booking.reference = ?", f.Reference)
	}
	if search := strings.TrimSpace(f.Search); search != "" {
		emails := idb.NewSelect().TableExpr("users AS u").Column("u.id").
			Where(`LOWER(u.email) LIKE ? ESCAPE '\'`, "%"+escapeLike(strings.ToLower(search))+"%")
		q = q.WhereGroup(" AND ", func(q *bun.SelectQuery) *bun.SelectQuery {
			return q.Where(`booking.reference LIKE ? ESCAPE '\'`, escapeLike(NormalizeReference(search))+"%").
				WhereOr("booking.user_id IN (?)", emails)
		})
	}
	if len(f.Statuses) > 0 {
		q = q.WhereGroup(" AND ", func(q *bun.SelectQuery) *bun.SelectQuery {
			for _, st := range f.Statuses {
				switch st {
				case StatusPending:
					q = q.WhereOr("(booking.status = ? AND booking.hold_expires_at > ?)", StatusPending, f.Now)
				case StatusExpired:
					q = q.WhereOr("(booking.status = ? OR (booking.status = ? AND booking.hold_expires_at <= ?))",
						StatusExpired, StatusPending, f.Now)
				default:
					q = q.WhereOr("booking.status = ?", st)
				}
			}
			return q
		})
	}
	return q
}

// escapeLike makes s match itself literally in a LIKE pattern with
// ESCAPE '\': e-mail addresses often hold an underscore.
func escapeLike(s string) string {
	return strings.NewReplacer(`\`, `\\`, "%", `\%`, "_", `\_`).Replace(s)
}

// BookingsPage returns one page of the bookings f chooses, newest first,
// each with its user, show and the show's movie. Statuses are as stored.
func BookingsPage(ctx context.Context, idb bun.IDB, f BookingFilter, offset, limit int) ([]Booking, error) {
	// Scan and count are separate functions: bun's ScanAndCount runs them
	// at once, which races on the nested relations.
	var list []Booking
	q := f.apply(idb, idb.NewSelect().Model(&list))
	err := q.
		Relation("User").Relation("Show").Relation("Show.Movie").Relation("Show.Screen.Cinema").
		OrderExpr("booking.created_at DESC, booking.id DESC").
		Offset(int64(offset)).Limit(int64(limit)).
		Scan(ctx)
	return list, err
}

// BookingTotals sums up the bookings a filter chooses.
type BookingTotals struct {
	Total int `bun:"total"`
	// PaidCount and PaidPaise count the PAID ones, as PaidTotals does.
	PaidCount int   `bun:"paid_count"`
	PaidPaise int64 `bun:"paid_paise"`
}

// TotalsOfBookings counts the bookings f chooses and counts and sums the
// PAID ones among them, in one statement.
func TotalsOfBookings(ctx context.Context, idb bun.IDB, f BookingFilter) (BookingTotals, error) {
	var t BookingTotals
	q := idb.NewSelect().Model((*Booking)(nil)).
		ColumnExpr("COUNT(*) AS total").
		ColumnExpr("COALESCE(SUM(CASE WHEN booking.status = ? THEN 1 ELSE 0 END), 0) AS paid_count", StatusPaid).
		ColumnExpr("COALESCE(SUM(CASE WHEN booking.status = ? THEN booking.amount_paise ELSE 0 END), 0) AS paid_paise", StatusPaid)
	err := f.apply(idb, q).Scan(ctx, &t)
	return t, err
}

// ReferenceLen is the length of a booking reference.
const ReferenceLen = 8

// crockford is Crockford's base32 alphabet: no I, L, O or U, so a
// reference read aloud or copied by hand is never ambiguous.
const crockford = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

// ReferenceOf encodes the first 40 bits of seed (at least 5 bytes) as an
// 8-character Crockford base32 reference.
func ReferenceOf(seed []byte) string {
	var v uint64
	for _, b := range seed[:5] {
		v = v<<8 | uint64(b)
	}
	out := make([]byte, ReferenceLen)
	for i := ReferenceLen - 1; i >= 0; i-- {
		out[i] = crockford[v&31]
		v >>= 5
	}
	return string(out)
}

// NormalizeReference upper-cases a reference typed by a person and maps
// the letters Crockford base32 reads as digits (I, L → 1; O → 0).
func NormalizeReference(s string) string {
	s = strings.ToUpper(strings.TrimSpace(s))
	return strings.NewReplacer("I", "1", "L", "1", "O", "0").Replace(s)
}

// TypedReference reads s as a booking reference typed by a person: any
// case, with the hyphens and spaces Crockford base32 allows for
// readability, I and L read as 1 and O as 0. ok is false unless that
// leaves ReferenceLen characters of the alphabet.
func TypedReference(s string) (ref string, ok bool) {
	s = strings.NewReplacer("-", "", " ", "").Replace(s)
	if len(s) != ReferenceLen {
		return "", false
	}
	ref = NormalizeReference(s)
	for i := 0; i < len(ref); i++ {
		if strings.IndexByte(crockford, ref[i]) < 0 {
			return "", false
		}
	}
	return ref, true
}

// ReferenceFromID is the reference derived from a booking id alone: what
// migration 0004 gave bookings stored before references existed, barring
// a clash among them.
func ReferenceFromID(id string) string { return DerivedReference(id, 0) }

// DerivedReference is the n-th reference derived from booking id: step
// 0004 gives a booking the first one no earlier booking took.
func DerivedReference(id string, n int) string {
	sum := sha256.Sum256([]byte(fmt.Sprintf("%s#%d", id, n)))
	return ReferenceOf(sum[:])
}

// BookingsOfShow lists a show's bookings in the given statuses, oldest
// first.
func BookingsOfShow(ctx context.Context, idb bun.IDB, showID string, statuses ...string) ([]Booking, error) {
	var list []Booking
	err := idb.NewSelect().Model(&list).Where("show_id = ? AND status IN (?)", showID, bun.In(statuses)).
		OrderExpr("created_at, id").Scan(ctx)
	return list, err
}

// UnsettledCancellations lists up to limit PAID bookings of cancelled
// shows that are still to be refunded: not admitted at the door, no
// refund reached the provider for them after admission, and no refund
// mark newer than staleBefore (one under way elsewhere). What a
// cancellation interrupted (a server died between refunds) is found here
// and finished. If showID is not "", only that show's. Each comes with
// its show.
func UnsettledCancellations(ctx context.Context, idb bun.IDB, showID string, staleBefore time.Time, limit int) ([]Booking, error) {
	var list []Booking
	cancelled := idb.NewSelect().TableExpr("shows AS s").Column("s.id").Where("s.status = ?", ShowCancelled)
	if showID != "" {
		cancelled = cancelled.Where("s.id = ?", showID)
	}
	err := idb.NewSelect().Model(&list).Relation("Show").
		Where("booking.show_id IN (?)", cancelled).
		Where("booking.status = ? AND booking.refunded_paise IS NULL", StatusPaid).
		Where("(booking.refund_started_at IS NULL OR booking.refund_started_at <= ?)", staleBefore).
		Where("NOT EXISTS (SELECT 1 FROM check_ins WHERE check_ins.booking_id = booking.id)").
		OrderExpr("booking.created_at, booking.id").Limit(int64(limit)).Scan(ctx)
	return list, err
}
