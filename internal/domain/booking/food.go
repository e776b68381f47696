package booking

import (
	"context"
	"fmt"
	"log/slog"
	"math"
	"sort"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/internal/domain/concessions"
	"marquee/internal/platform/apperr"
	"marquee/internal/platform/auth"
)

// FoodRequest is one item of the show's cinema's menu a customer orders.
type FoodRequest struct {
	ItemID   string
	Quantity int
}

// WithFood orders food and drink with the seats.
func WithFood(lines []FoodRequest) BookOption {
	return func(r *bookRequest) { r.food = lines }
}

// WithPromoCode applies a promo code; without one the best automatic
// offer applies.
func WithPromoCode(code string) BookOption {
	return func(r *bookRequest) { r.promoCode = strings.TrimSpace(code) }
}

// extras are what a booking adds to its seats: its food, with the daily
// stock of each item that has one, and its offer.
type extras struct {
	lines    []db.OrderLine
	perDay   map[string]int
	offer    *db.Offer
	discount int64
	// movieID and admission are for the waiting room's Gate.
	movieID   int64
	admission string
}

// order is what PriceOrder prices for seats sold as seatLines with ex.
func (s *Service) order(seatLines []db.SeatLine, ex extras) Order {
	return Order{Seats: seatLines, Food: ex.lines, FeePerTicket: s.FeePaise, Offer: ex.offer, DiscountPaise: ex.discount}
}

// extrasOf checks a request's food against the show's cinema's menu and
// finds its offer. The stock and the offer's limits are checked as
// stored, so a quote refuses what a booking would; the booking's
// transaction claims them (holdExtras), which is what counts.
func (s *Service) extrasOf(ctx context.Context, show *db.Show, seatLines []db.SeatLine, req bookRequest, userID string, now time.Time) (extras, error) {
	ex, err := s.foodOf(ctx, show, req.food)
	if err != nil {
		return extras{}, err
	}
	var tickets int64
	for _, l := range seatLines {
		tickets += l.PricePaise
	}
	var food int64
	for _, l := range ex.lines {
		food += l.AmountPaise
	}
	use := concessions.Use{Show: show, TZ: s.TZ, Tickets: len(seatLines), TicketsPaise: tickets, FoodPaise: food, Now: now}
	ex.offer, err = concessions.Find(ctx, s.DB, req.promoCode, userID, use)
	if err != nil {
		return extras{}, err
	}
	if ex.offer != nil {
		ex.discount = concessions.Discount(ex.offer, tickets, food)
	}
	ex.movieID, ex.admission = show.MovieID, req.admission
	return ex, nil
}

// foodOf reads the ordered items: known items of the show's cinema, on
// sale, 1 to MaxItemQuantity each (an item named twice counts once, its
// quantities added), with enough of the day's stock left as stored.
func (s *Service) foodOf(ctx context.Context, show *db.Show, food []FoodRequest) (extras, error) {
	ex := extras{perDay: map[string]int{}}
	if len(food) == 0 {
		return ex, nil
	}
	qty := map[string]int{}
	var ids []string
	for _, f := range food {
		id, err := uuid.Parse(strings.TrimSpace(f.ItemID))
		if err != nil {
			return extras{}, apperr.BadInputf("Unknown menu item %s", apperr.QuoteInput(f.ItemID))
		}
		if f.Quantity < 1 || f.Quantity > db.MaxItemQuantity {
			return extras{}, apperr.BadInputf("Order 1 to %d of an item, not %d", db.MaxItemQuantity, f.Quantity)
		}
		if qty[id.String()] == 0 {
			ids = append(ids, id.String())
		}
		qty[id.String()] += f.Quantity
	}
	if len(ids) > db.MaxOrderLines {
		return extras{}, apperr.BadInputf("Order at most %d different items", db.MaxOrderLines)
	}
	items, err := db.MenuItemsByID(ctx, s.DB, ids)
	if err != nil {
		return extras{}, err
	}
	byID := make(map[string]*db.MenuItem, len(items))
	for i := range items {
		byID[items[i].ID] = &items[i]
	}
	cinemaID := ""
	if show.Screen != nil {
		cinemaID = show.Screen.CinemaID
	}
	day := concessions.StockDay(show, s.TZ)
	sort.Strings(ids)
	for _, id := range ids {
		it := byID[id]
		n := qty[id]
		switch {
		case it == nil || it.CinemaID != cinemaID:
			return extras{}, apperr.BadInputf("Unknown menu item %s: it is not on this cinema's menu", apperr.QuoteInput(id))
		case n > db.MaxItemQuantity:
			return extras{}, apperr.BadInputf("Order 1 to %d of %s, not %d", db.MaxItemQuantity, it.Name, n)
		case !it.Available:
			return extras{}, apperr.BadInputf("%s is not available right now", it.Name)
		}
		line := db.OrderLine{ItemID: id, Name: it.Name, Quantity: n, UnitPricePaise: it.PricePaise,
			GSTRatePercent: it.GSTRatePercent, AmountPaise: it.PricePaise * int64(n)}
		if it.StockPerDay != nil {
			ex.perDay[id], line.Day = *it.StockPerDay, day
			sold, err := db.StockSold(ctx, s.DB, id, day)
			if err != nil {
				return extras{}, err
			}
			if sold+n > *it.StockPerDay {
				return extras{}, outOfStock(it.Name, id, *it.StockPerDay-sold)
			}
		}
		ex.lines = append(ex.lines, line)
	}
	return ex, nil
}

// outOfStock is the refusal naming an item whose stock is short.
func outOfStock(name, id string, left int) error {
	msg := fmt.Sprintf("%s is sold out for this show", name)
	if left > 0 {
		msg = fmt.Sprintf("Only %d × %s left for this show", left, name)
	}
	return apperr.New(apperr.OutOfStock, "%s", msg).WithDetail("item", id)
}

// holdExtras claims, in the claim's transaction and after b's row, the
// stock of b's food (in item order, so concurrent claims lock rows in one
// order) and a redemption of its offer, and stores its order lines. The
// conditions are in the UPDATEs: when stock or redemptions are short the
// error rolls the whole booking back, seats included.
func holdExtras(ctx context.Context, tx bun.Tx, b *db.Booking, ex extras) error {
	for i := range ex.lines {
		ex.lines[i].BookingID = b.ID
	}
	if err := claimStock(ctx, tx, ex.lines, ex.perDay); err != nil {
		return err
	}
	if err := db.InsertOrderLines(ctx, tx, ex.lines); err != nil {
		return err
	}
	if ex.offer == nil {
		return nil
	}
	take := db.HoldRedemption
	if b.Status == db.StatusPaid {
		// A counter sale is paid as it is made: nothing converts a held
		// redemption later, so it counts as paid at once.
		take = db.RedeemAgain
	}
	refused, err := take(ctx, tx, ex.offer, b.UserID)
	if err != nil {
		return err
	}
	return redemptionRefused(ex.offer, refused)
}

// claimStock claims each line's stock for its day, in the order given;
// a line without a day was sold without a stock limit.
func claimStock(ctx context.Context, tx bun.Tx, lines []db.OrderLine, perDay map[string]int) error {
	for _, l := range lines {
		limit, limited := perDay[l.ItemID]
		if !limited || l.Day == "" {
			continue
		}
		ok, err := db.ClaimStock(ctx, tx, l.ItemID, l.Day, l.Quantity, limit)
		if err != nil {
			return err
		}
		if !ok {
			sold, err := db.StockSold(ctx, tx, l.ItemID, l.Day)
			if err != nil {
				return err
			}
			return outOfStock(l.Name, l.ItemID, limit-sold)
		}
	}
	return nil
}

// redemptionRefused is the error for HoldRedemption's refusal ("" none).
func redemptionRefused(o *db.Offer, refused string) error {
	name := "This offer"
	if o.Code != nil {
		name = "The code " + *o.Code
	}
	switch refused {
	case "total":
		return apperr.New(apperr.PromoExhausted, "%s has just been used up", name)
	case "user":
		return apperr.New(apperr.PromoExhausted, "%s can be used %s per customer, and you have used it already", name, concessions.Times(o.MaxPerUser))
	}
	return nil
}

// sellExtras makes a paid booking's food and offer count as sold, in the
// payment's transaction. A booking still PENDING holds them: its held
// redemption becomes a paid one. A booking whose hold ended released
// them: they are claimed again under the same limits, and when they are
// gone the payment goes back (errNeedsRefund), as for seats.
func sellExtras(ctx context.Context, tx bun.Tx, b *db.Booking, wasPending bool) error {
	if wasPending {
		if b.OfferID == nil {
			return nil
		}
		return db.ConvertRedemption(ctx, tx, *b.OfferID)
	}
	lines, err := db.OrderLinesOf(ctx, tx, []string{b.ID})
	if err != nil {
		return err
	}
	ids := make([]string, len(lines))
	for i, l := range lines {
		ids[i] = l.ItemID
	}
	items, err := db.MenuItemsByID(ctx, tx, ids)
	if err != nil {
		return err
	}
	// A line counted against a day's stock is counted again, even if an
	// admin has lifted the item's limit since: its refund gives it back.
	perDay := map[string]int{}
	for _, it := range items {
		perDay[it.ID] = math.MaxInt32
		if it.StockPerDay != nil {
			perDay[it.ID] = *it.StockPerDay
		}
	}
	sort.Slice(lines, func(i, j int) bool { return lines[i].ItemID < lines[j].ItemID })
	if err := claimStock(ctx, tx, lines, perDay); err != nil {
		if apperr.Is(err, apperr.OutOfStock) {
			return errNeedsRefund
		}
		return err
	}
	if b.OfferID == nil {
		return nil
	}
	o, err := db.OfferByID(ctx, tx, *b.OfferID)
	if err != nil {
		return err
	}
	refused, err := db.RedeemAgain(ctx, tx, o, b.UserID)
	if err != nil {
		return err
	}
	if refused != "" {
		return errNeedsRefund
	}
	return nil
}

// OfferOf is the offer booking b used; nil for none.
func (s *Service) OfferOf(ctx context.Context, b *db.Booking) (*db.Offer, error) {
	if b.OfferID == nil {
		return nil, nil
	}
	return db.OfferByID(ctx, s.DB, *b.OfferID)
}

// ItemOf is the menu item of an order line as it was sold: the item's
// name, price and GST rate are the line's, whatever the menu says now.
func (s *Service) ItemOf(ctx context.Context, l *db.OrderLine) (*db.MenuItem, error) {
	it, err := db.MenuItemByID(ctx, s.DB, l.ItemID)
	if err != nil {
		return nil, err
	}
	it.Name, it.PricePaise, it.GSTRatePercent = l.Name, l.UnitPricePaise, l.GSTRatePercent
	return it, nil
}

// Food lists a booking's order lines, in the order they were priced.
func (s *Service) Food(ctx context.Context, b *db.Booking) ([]db.OrderLine, error) {
	if b.FoodPaise == 0 {
		// Most bookings have none: a list of them costs no query each.
		return []db.OrderLine{}, nil
	}
	lines, err := db.OrderLinesOf(ctx, s.DB, []string{b.ID})
	if lines == nil {
		lines = []db.OrderLine{}
	}
	return lines, err
}

// FoodOf is the order lines of the bookings ids, by booking (an empty
// list for one without food), in one query.
func (s *Service) FoodOf(ctx context.Context, ids []string) (map[string][]db.OrderLine, error) {
	lines, err := db.OrderLinesOf(ctx, s.DB, ids)
	if err != nil {
		return nil, err
	}
	out := make(map[string][]db.OrderLine, len(ids))
	for _, id := range ids {
		out[id] = []db.OrderLine{}
	}
	for _, l := range lines {
		out[l.BookingID] = append(out[l.BookingID], l)
	}
	return out, nil
}

// CollectText is what the counter hands over for lines not collected yet:
// "collect: 1 × Large popcorn, 2 × Cola"; "" when there is nothing.
func CollectText(lines []db.OrderLine) string {
	var parts []string
	for _, l := range lines {
		if l.CollectedAt == nil {
			parts = append(parts, fmt.Sprintf("%d × %s", l.Quantity, l.Name))
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return "collect: " + strings.Join(parts, ", ")
}

// MarkFoodCollected records that staff handed a paid booking's food over
// at the counter; marking it again changes nothing. Staff only.
func (s *Service) MarkFoodCollected(ctx context.Context, rawID string) (*db.Booking, error) {
	if _, err := auth.RequireStaff(ctx); err != nil {
		return nil, err
	}
	id, err := parseBookingID(rawID)
	if err != nil {
		return nil, err
	}
	b, err := s.load(ctx, s.DB, id)
	if err != nil {
		return nil, err
	}
	if status := s.StatusOf(b); status != db.StatusPaid {
		return nil, apperr.New(apperr.TicketUnpaid, "Only a paid booking's food is handed over; this one is %s", strings.ToLower(status))
	}
	if _, err := db.MarkFoodCollected(ctx, s.DB, b.ID, s.Clock.Now()); err != nil {
		return nil, err
	}
	return b, nil
}

// BreakdownOf is the price breakdown booking b was charged, worked out
// again from what it stores (its seats and food as sold, its fee and its
// discount) by the same function that priced it.
func (s *Service) BreakdownOf(ctx context.Context, b *db.Booking) (Breakdown, error) {
	if b.SeatLines == nil && b.FoodPaise == 0 && b.DiscountPaise == 0 {
		// Made before seat lines were kept: its stored sums are all there is.
		return Breakdown{TicketsPaise: b.TicketsPaise, FeePaise: b.FeePaise, TaxPaise: b.TaxPaise, TotalPaise: b.AmountPaise, Lines: []PriceLine{}}, nil
	}
	var lines []db.OrderLine
	if b.FoodPaise > 0 {
		var err error
		if lines, err = db.OrderLinesOf(ctx, s.DB, []string{b.ID}); err != nil {
			return Breakdown{}, err
		}
	}
	var offer *db.Offer
	if b.OfferID != nil {
		var err error
		if offer, err = db.OfferByID(ctx, s.DB, *b.OfferID); err != nil {
			return Breakdown{}, err
		}
	}
	o := StoredOrder(b, lines, offer)
	bd := PriceOrder(o)
	if bd.TotalPaise != b.AmountPaise || bd.TaxPaise != b.TaxPaise {
		// A row written by hand (a fixture, a tool) whose sums disagree
		// with its lines: its own sums are what was charged.
		slog.WarnContext(ctx, "booking's stored sums differ from its lines; showing the sums", "booking", b.ID)
		return Breakdown{TicketsPaise: b.TicketsPaise, FoodPaise: b.FoodPaise, DiscountPaise: b.DiscountPaise, FeePaise: b.FeePaise,
			TaxPaise: b.TaxPaise, TotalPaise: b.AmountPaise, Lines: []PriceLine{}, Offer: o.Offer}, nil
	}
	return bd, nil
}
