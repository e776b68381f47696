package apperr

import (
	"errors"
	"fmt"
)

// Kind classifies a domain error. The string values are the GraphQL
// extensions.code sent to clients.
type Kind string

const (
	BadInput        Kind = "BAD_USER_INPUT"
	Unauthenticated Kind = "UNAUTHENTICATED"
	Forbidden       Kind = "FORBIDDEN"
	NotFound        Kind = "NOT_FOUND"
	Conflict        Kind = "CONFLICT"
	RateLimited     Kind = "RATE_LIMITED"
	// ScreenBusy refuses a show that would overlap another on its screen.
	ScreenBusy Kind = "SCREEN_BUSY"
	Internal   Kind = "INTERNAL_SERVER_ERROR"
)

// Check-in refusals, one code per reason so the scanner can say why.
const (
	InvalidTicket    Kind = "INVALID_TICKET"
	TicketCancelled  Kind = "TICKET_CANCELLED"
	TicketRefunded   Kind = "TICKET_REFUNDED"
	TicketExpired    Kind = "TICKET_EXPIRED"
	TicketUnpaid     Kind = "TICKET_UNPAID"
	NotToday         Kind = "NOT_TODAY"
	ShowOver         Kind = "SHOW_OVER"
	AlreadyCheckedIn Kind = "ALREADY_CHECKED_IN"
	// RefundInProgress refuses a ticket whose booking is being refunded
	// right now: a booking is admitted or refunded, never both.
	RefundInProgress Kind = "REFUND_IN_PROGRESS"
)

// Cancellation refusals of a paid booking.
const (
	// CancelCutoffPassed refuses a customer's cancellation of a paid
	// booking once CANCEL_CUTOFF before the show has passed.
	CancelCutoffPassed Kind = "CANCEL_CUTOFF_PASSED"
	// RefundFailed says the payment provider did not return the money, so
	// the booking is still paid and keeps its seats.
	RefundFailed Kind = "REFUND_FAILED"
)

// Programme refusals.
const (
	// PriceCardTie refuses to price a show that two price cards of the
	// same priority both match; extensions.cards names them.
	PriceCardTie Kind = "PRICE_CARD_TIE"
	// AgeConfirmationRequired refuses a booking of an A-certificate show
	// until the customer confirms being 18 or older.
	AgeConfirmationRequired Kind = "AGE_CONFIRMATION_REQUIRED"
	// ShowCancelled refuses a booking of a cancelled show, and its
	// tickets at the door.
	ShowCancelled Kind = "SHOW_CANCELLED"
	// ShowChanged refuses a booking whose show was moved or repriced
	// while it was being made: the customer looks again.
	ShowChanged Kind = "SHOW_CHANGED"
	// SeatsNotInLayout refuses to move a show to a screen whose layout
	// lacks seats it has sold or held; extensions.seats names them.
	SeatsNotInLayout Kind = "SEATS_NOT_IN_LAYOUT"
)

// Food and offer refusals of a booking or a quote.
const (
	// PromoInvalid refuses a code that is unknown, paused, outside its
	// dates or not for this cinema, format or day.
	PromoInvalid Kind = "PROMO_INVALID"
	// PromoExhausted refuses a code with no redemption left, in all or
	// for this customer (pending bookings holding one count).
	PromoExhausted Kind = "PROMO_EXHAUSTED"
	// PromoMinTickets refuses a code that needs more tickets.
	PromoMinTickets Kind = "PROMO_MIN_TICKETS"
	// OutOfStock refuses food whose stock for the show's day is short;
	// the message names the item, extensions.item its id.
	OutOfStock Kind = "OUT_OF_STOCK"
)

// Review refusals.
const (
	// NotAdmitted refuses a review from someone none of whose tickets for
	// the movie was admitted at the door.
	NotAdmitted Kind = "NOT_ADMITTED"
)

// TillClosed refuses a counter sale or refund when the staff member has
// no open till, or their till was closed while the sale was being made.
const TillClosed Kind = "TILL_CLOSED"

// Waiting-room refusals of a booking.
const (
	// AdmissionRequired refuses a booking of a show behind an open
	// waiting room without a valid, unused admission token.
	AdmissionRequired Kind = "ADMISSION_REQUIRED"
	// TicketCapReached refuses seats past the room's per-user cap
	// across the movie's shows.
	TicketCapReached Kind = "TICKET_CAP_REACHED"
)

// rest is how the REST adapters answer a kind: its HTTP status (written as
// numbers: this package speaks no protocol), and whether it is a refusal
// the user should read (bad input, a rule, a conflict, a limit) rather
// than a request to sign in or a fault. REST_COMPAT=quickshow answers
// refusals with 200, as the original QuickShow server did.
type rest struct {
	status  int
	refusal bool
}

// answers holds every Kind declared above, each with its REST answer. A
// test reads this file's declarations and fails on a kind missing here,
// so a new kind cannot fall through to a 500 unnoticed; GraphQL needs no
// table, as extensions.code is the kind itself.
var answers = map[Kind]rest{
	BadInput:        {400, true},
	Unauthenticated: {401, false}, // clients sign in again on a 401
	Forbidden:       {403, true},
	NotFound:        {404, true},
	Conflict:        {409, true},
	// RATE_LIMITED is a refusal because its message says when to try
	// again; the Retry-After header and retryAfter field are still sent.
	RateLimited: {429, true},
	ScreenBusy:  {409, true},
	Internal:    {500, false},

	// A scanned code that is no ticket is bad input; a ticket whose
	// booking or show is not admissible now conflicts with its state.
	InvalidTicket:    {400, true},
	TicketCancelled:  {409, true},
	TicketRefunded:   {409, true},
	TicketExpired:    {409, true},
	TicketUnpaid:     {409, true},
	NotToday:         {409, true},
	ShowOver:         {409, true},
	AlreadyCheckedIn: {409, true},
	// A refund under way is a state the request conflicts with for now.
	RefundInProgress: {409, true},

	// The cutoff is a refusal of the request as it stands; a refund the
	// payment provider failed is an upstream failure (502), not ours.
	CancelCutoffPassed: {409, true},
	RefundFailed:       {502, false},

	// Two cards tied and a show's changed state are conflicts with what
	// is stored; a missing confirmation is input the request lacks.
	PriceCardTie:            {409, true},
	AgeConfirmationRequired: {400, true},
	ShowCancelled:           {409, true},
	ShowChanged:             {409, true},
	SeatsNotInLayout:        {409, true},

	// A code that does not apply is input to change; a code used up and
	// an item sold out conflict with what others bought.
	PromoInvalid:    {400, true},
	PromoExhausted:  {409, true},
	PromoMinTickets: {400, true},
	OutOfStock:      {409, true},

	// Not having watched the film is a state the request conflicts with.
	NotAdmitted: {403, true},
	// A till to open first is a state the request conflicts with.
	TillClosed: {409, true},
	// Waiting for one's turn is a state of the request (403: not yet
	// allowed); the cap conflicts with what the customer already holds.
	AdmissionRequired: {403, true},
	TicketCapReached:  {409, true},
}

// Declared reports whether k is one of the kinds above. Only tests make
// others (the kinds are declared nowhere else, which a test checks); an
// adapter answers one as it answers an error that is not a domain error.
func (k Kind) Declared() bool {
	_, ok := answers[k]
	return ok
}

// HTTPStatus is the status REST answers an error of kind k with: 500 for
// INTERNAL_SERVER_ERROR and for a kind not declared in this package.
func (k Kind) HTTPStatus() int {
	if a, ok := answers[k]; ok {
		return a.status
	}
	return 500
}

// Refusal reports whether k refuses a request for a reason its user
// should read, which REST_COMPAT=quickshow answers with 200; sign-in
// requests (401) and faults (5xx) are not refusals.
func (k Kind) Refusal() bool { return answers[k].refusal }

// Error is a failure whose message is safe to show to the caller.
type Error struct {
	Kind    Kind
	Message string
	// Details carries structured data for clients (for example the seats
	// that were taken); it is sent as extensions fields.
	Details map[string]any
}

func (e *Error) Error() string { return e.Message }

// New returns an error of the given kind with a user-visible message.
func New(kind Kind, format string, args ...any) *Error {
	return &Error{Kind: kind, Message: fmt.Sprintf(format, args...)}
}

// WithDetail returns e with one more structured detail.
func (e *Error) WithDetail(key string, value any) *Error {
	if e.Details == nil {
		e.Details = map[string]any{}
	}
	e.Details[key] = value
	return e
}

// KindOf reports the kind of err, or Internal for anything that is not a
// domain error (those must never reach a client verbatim).
func KindOf(err error) Kind {
	var e *Error
	if errors.As(err, &e) {
		return e.Kind
	}
	return Internal
}

// As returns the domain error inside err, if any.
func As(err error) (*Error, bool) {
	var e *Error
	ok := errors.As(err, &e)
	return e, ok
}

// Is reports whether err is a domain error of the given kind.
func Is(err error, kind Kind) bool {
	e, ok := As(err)
	return ok && e.Kind == kind
}

// Shorthands for the common kinds.
func NotFoundf(format string, args ...any) *Error { return New(NotFound, format, args...) }
func BadInputf(format string, args ...any) *Error { return New(BadInput, format, args...) }

// ErrSignInRequired is returned when an operation needs a signed-in caller.
var ErrSignInRequired = New(Unauthenticated, "Please sign in to continue")

// ErrAdminOnly is returned when a signed-in caller lacks the admin role.
var ErrAdminOnly = New(Forbidden, "You are not authorized to access this page.")

// ErrStaffOnly is returned when a signed-in caller is neither staff nor an
// admin.
var ErrStaffOnly = New(Forbidden, "Only cinema staff can do this.")

// ErrBoxOfficeOnly is returned when a signed-in caller has neither the
// BOX_OFFICE role nor the admin one.
var ErrBoxOfficeOnly = New(Forbidden, "Only box-office staff can do this.")
