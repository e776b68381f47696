package rest

import (
	"bytes"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"marquee/db"
	"marquee/internal/domain/reports"
	"marquee/internal/platform/apperr"
)

// csvFile is a handler's answer that is a CSV download rather than the
// JSON envelope: ok writes it as text/csv.
type csvFile struct {
	name string
	body []byte
}

// The report exports: the same service calls as GraphQL's salesReport,
// occupancy, settlement, auditLog, foodSalesReport, offersReport and
// refundsReport, so the numbers are the same.
func (a *api) reportRoutes() []route {
	return []route{
		{"GET", "/api/admin/reports/sales.csv", adminOnly, a.salesCSV},
		{"GET", "/api/admin/reports/occupancy.csv", adminOnly, a.occupancyCSV},
		{"GET", "/api/admin/reports/settlement.csv", adminOnly, a.settlementCSV},
		{"GET", "/api/admin/reports/audit.csv", adminOnly, a.auditCSV},
		{"GET", "/api/admin/reports/food.csv", adminOnly, a.foodCSV},
		{"GET", "/api/admin/reports/offers.csv", adminOnly, a.offersCSV},
		{"GET", "/api/admin/reports/refunds.csv", adminOnly, a.refundsCSV},
	}
}

func reportRange(r *http.Request) reports.Range {
	q := r.URL.Query()
	return reports.Range{From: q.Get("from"), To: q.Get("to"), CinemaID: q.Get("cinemaId")}
}

func (a *api) salesCSV(r *http.Request) (any, error) {
	group := r.URL.Query().Get("groupBy")
	rows, err := a.s.Reports.Sales(r.Context(), reportRange(r), group)
	if err != nil {
		return nil, err
	}
	w := csvWriter{}
	w.row("key", "label", "bookings", "tickets", "grossPaise", "taxPaise", "netPaise")
	for _, x := range rows {
		w.row(x.Key, x.Label, x.Bookings, x.Tickets, x.GrossPaise, x.TaxPaise, x.NetPaise)
	}
	return w.file("sales-" + strings.ToLower(group)), nil
}

func (a *api) occupancyCSV(r *http.Request) (any, error) {
	cells, err := a.s.Reports.Occupancy(r.Context(), reportRange(r))
	if err != nil {
		return nil, err
	}
	w := csvWriter{}
	w.row("screenId", "weekday", "hour", "shows", "seats", "sold")
	for _, c := range cells {
		w.row(c.ScreenID, c.Weekday, c.Hour, c.Shows, c.Seats, c.Sold)
	}
	return w.file("occupancy"), nil
}

func (a *api) settlementCSV(r *http.Request) (any, error) {
	q := r.URL.Query()
	list, err := a.s.Reports.Settlement(r.Context(), q.Get("weekStart"), q.Get("cinemaId"), q.Get("distributor"))
	if err != nil {
		return nil, err
	}
	w := csvWriter{}
	w.row("distributor", "cinemaId", "weekStart", "movieId", "movie", "week", "tickets", "grossPaise", "taxPaise",
		"netPaise", "sharePercent", "duePaise")
	for _, st := range list {
		for _, x := range st.Rows {
			w.row(st.Distributor, st.Cinema.ID, st.WeekStart, x.Movie.ID, x.Movie.Title, x.Week, x.Tickets, x.GrossPaise,
				x.TaxPaise, x.NetPaise, x.SharePercent, x.DuePaise)
		}
	}
	return w.file("settlement-" + q.Get("weekStart")), nil
}

func (a *api) auditCSV(r *http.Request) (any, error) {
	q := r.URL.Query()
	f := db.AuditFilter{ActorID: q.Get("actorId"), Subject: q.Get("subject"), Limit: 100}
	for name, dst := range map[string]**time.Time{"from": &f.From, "to": &f.To} {
		if v := q.Get(name); v != "" {
			t, err := time.Parse(time.RFC3339, v)
			if err != nil {
				return nil, apperr.BadInputf("Invalid %s %s: expected an RFC 3339 time", name, apperr.QuoteInput(v))
			}
			*dst = &t
		}
	}
	if v := q.Get("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil {
			return nil, apperr.BadInputf("Invalid limit %s", apperr.QuoteInput(v))
		}
		f.Limit = n
	}
	rows, err := a.s.Audit.Log(r.Context(), f)
	if err != nil {
		return nil, err
	}
	w := csvWriter{}
	w.row("id", "at", "actorId", "actorName", "action", "subject", "before", "after")
	for _, e := range rows {
		name := ""
		if e.Actor != nil {
			name = e.Actor.Name
		}
		w.row(e.ID, e.At.UTC().Format(time.RFC3339Nano), e.ActorID, name, e.Action, e.Subject, deref(e.BeforeJSON), deref(e.AfterJSON))
	}
	return w.file("audit"), nil
}

func (a *api) foodCSV(r *http.Request) (any, error) {
	rows, err := a.s.Reports.FoodSales(r.Context(), reportRange(r))
	if err != nil {
		return nil, err
	}
	w := csvWriter{}
	w.row("itemId", "name", "category", "quantity", "grossPaise", "taxPaise", "netPaise")
	for _, x := range rows {
		w.row(x.ItemID, x.Name, x.Category, x.Quantity, x.GrossPaise, x.TaxPaise, x.NetPaise)
	}
	return w.file("food"), nil
}

func (a *api) offersCSV(r *http.Request) (any, error) {
	rows, err := a.s.Reports.Offers(r.Context(), reportRange(r))
	if err != nil {
		return nil, err
	}
	w := csvWriter{}
	w.row("offerId", "code", "title", "redemptions", "costPaise", "grossPaise")
	for _, x := range rows {
		w.row(x.OfferID, deref(x.Code), x.Title, x.Redemptions, x.CostPaise, x.GrossPaise)
	}
	return w.file("offers"), nil
}

func (a *api) refundsCSV(r *http.Request) (any, error) {
	rows, err := a.s.Reports.Refunds(r.Context(), reportRange(r))
	if err != nil {
		return nil, err
	}
	w := csvWriter{}
	w.row("bookingId", "reference", "refundedAt", "movie", "channel", "amountPaise", "refundedPaise")
	for _, x := range rows {
		w.row(x.BookingID, x.Reference, x.RefundedAt.UTC().Format(time.RFC3339Nano), x.Movie, x.Channel, x.AmountPaise, x.RefundedPaise)
	}
	return w.file("refunds"), nil
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// csvWriter writes RFC 4180: CRLF line ends, a field quoted when it holds
// a comma, a quote, a line break or surrounding space, quotes doubled.
// A text field a spreadsheet would run as a formula (starting with =, +,
// -, @, a tab or a carriage return) is neutralised: prefixed with ' and
// quoted. Numbers are written as they are: they cannot carry a formula,
// and a negative amount must stay a number.
type csvWriter struct{ buf bytes.Buffer }

func (w *csvWriter) row(cells ...any) {
	for i, c := range cells {
		if i > 0 {
			w.buf.WriteByte(',')
		}
		switch v := c.(type) {
		case string:
			w.buf.WriteString(csvText(v))
		case float64:
			w.buf.WriteString(strconv.FormatFloat(v, 'f', -1, 64))
		default:
			fmt.Fprint(&w.buf, v)
		}
	}
	w.buf.WriteString("\r\n")
}

func (w *csvWriter) file(name string) csvFile {
	return csvFile{name: name + ".csv", body: w.buf.Bytes()}
}

// csvText is one text field, quoted and neutralised as csvWriter says.
func csvText(s string) string {
	formula := s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0]))
	if formula {
		s = "'" + s
	}
	if formula || strings.ContainsAny(s, ",\"\r\n") || strings.TrimSpace(s) != s {
		return `"` + strings.ReplaceAll(s, `"`, `""`) + `"`
	}
	return s
}

// writeCSV sends a csvFile as a download.
func writeCSV(w http.ResponseWriter, f csvFile) {
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="`+f.name+`"`)
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(f.body)
}
