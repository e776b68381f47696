package db

import (
	"context"
	"time"

	"github.com/uptrace/bun"
)

// The default cinema and screen exist in every database: the migration that
// introduced venues created them, and legacy shows and the addShows path
// schedule on them. Their ids are fixed so every replica agrees.
const (
	DefaultCinemaID = "00000000-0000-4000-8000-00000000c001"
	DefaultScreenID = "00000000-0000-4000-8000-00000000d001"
	DefaultLayoutID = "00000000-0000-4000-8000-00000000e001"
	// DefaultCategory is the one category of the QuickShow 10×9 layout.
	DefaultCategory = "STANDARD"
	// DefaultCleaningBufferMinutes is the gap a screen needs between shows.
	DefaultCleaningBufferMinutes = 20
	// DefaultMaxSeats is the most seats one booking may hold unless a show
	// says otherwise.
	DefaultMaxSeats = 5
	// MostMaxSeats is the largest maxSeats an admin may give a show: larger
	// groups book twice.
	MostMaxSeats = 10
)

// Bounds on a stored layout, checked by venues.ValidateLayout. They live
// here, beside the layout's shape, because more than the check needs them:
// the GraphQL cost model weighs a layout's lists by them and the admin
// editor offers no more (both through this one definition).
const (
	MaxLayoutRows        = 60
	MaxLayoutCellsPerRow = 80
	MaxLayoutCategories  = 12
)

// Seat kinds of a layout cell.
const (
	KindSeat       = "SEAT"
	KindGap        = "GAP"
	KindWheelchair = "WHEELCHAIR"
	KindCompanion  = "COMPANION"
	KindBlocked    = "BLOCKED"
)

// Cinema is one venue; its shows are grouped and shown in its time zone.
type Cinema struct {
	bun.BaseModel `bun:"table:cinemas"`

	ID       string `bun:"id,pk"`
	Name     string `bun:"name,notnull"`
	City     string `bun:"city,notnull"`
	Address  string `bun:"address,notnull"`
	TimeZone string `bun:"time_zone,notnull"`
	// CleaningBufferMinutes is added to a show's runtime: the screen is
	// busy until then.
	CleaningBufferMinutes int `bun:"cleaning_buffer_minutes,notnull,default:20"`
	// SingleSeatGapRule refuses a booking that leaves one empty seat
	// between taken seats in a row.
	SingleSeatGapRule bool      `bun:"single_seat_gap_rule,notnull,default:false"`
	CreatedAt         time.Time `bun:"created_at,notnull"`
}

// Screen is one auditorium of a cinema. LayoutID is its current layout
// version; shows keep the version they were scheduled with.
type Screen struct {
	bun.BaseModel `bun:"table:screens"`

	ID        string    `bun:"id,pk"`
	CinemaID  string    `bun:"cinema_id,notnull"`
	Name      string    `bun:"name,notnull"`
	LayoutID  string    `bun:"layout_id,notnull"`
	CreatedAt time.Time `bun:"created_at,notnull"`
	// Formats are the show formats the screen projects; none listed means
	// 2D alone (see ScreenFormats).
	Formats []string `bun:"formats,type:text,notnull"`

	Cinema *Cinema     `bun:"rel:belongs-to,join:cinema_id=id"`
	Layout *SeatLayout `bun:"rel:belongs-to,join:layout_id=id"`
}

var _ bun.BeforeAppendModelHook = (*Screen)(nil)

// BeforeAppendModel stores a screen inserted without formats as listing
// none ("[]", not JSON's null), as the migration left screens before
// them.
func (sc *Screen) BeforeAppendModel(_ context.Context, q bun.Query) error {
	if _, ok := q.(*bun.InsertQuery); ok && sc.Formats == nil {
		sc.Formats = []string{}
	}
	return nil
}

// ScreenFormats is what a screen can project: its formats, or 2D alone
// when it lists none (every screen before screens had formats).
func ScreenFormats(sc *Screen) []string {
	if len(sc.Formats) == 0 {
		return []string{FormatTwoD}
	}
	return sc.Formats
}

// SeatLayout is one version of a screen's seats. It is never changed once
// stored: editing a screen stores a new version.
type SeatLayout struct {
	bun.BaseModel `bun:"table:seat_layouts"`

	ID        string     `bun:"id,pk"`
	ScreenID  string     `bun:"screen_id,notnull"`
	Version   int        `bun:"version,notnull"`
	Layout    LayoutData `bun:"layout,type:text,notnull"`
	Capacity  int        `bun:"capacity,notnull"`
	CreatedAt time.Time  `bun:"created_at,notnull"`
}

// LayoutData is a layout as stored (JSON): categories and rows of cells.
type LayoutData struct {
	Categories []LayoutCategory `json:"categories"`
	Rows       []LayoutRow      `json:"rows"`
}

// LayoutCategory is a seat category such as RECLINER "Recliner".
type LayoutCategory struct {
	Code string `json:"code"`
	Name string `json:"name"`
}

// LayoutRow is one row of cells, left to right as seen from the seats.
type LayoutRow struct {
	Label string       `json:"label"`
	Cells []LayoutCell `json:"cells"`
}

// LayoutCell is a seat (Seat and Category set) or a GAP (both empty).
type LayoutCell struct {
	Kind     string `json:"kind"`
	Seat     string `json:"seat,omitempty"`
	Category string `json:"category,omitempty"`
}

// ShowPrice is the ticket price of one seat category of a show, GST
// included.
type ShowPrice struct {
	bun.BaseModel `bun:"table:show_prices"`

	ShowID     string `bun:"show_id,pk"`
	Category   string `bun:"category,pk"`
	PricePaise int64  `bun:"price_paise,notnull"`
}

// QuickShowLayout is the original auditorium: rows A–J, seats 1–9, one
// STANDARD category.
func QuickShowLayout() LayoutData {
	l := LayoutData{Categories: []LayoutCategory{{Code: DefaultCategory, Name: "Standard"}}}
	for _, r := range "ABCDEFGHIJ" {
		row := LayoutRow{Label: string(r)}
		for n := 1; n <= 9; n++ {
			row.Cells = append(row.Cells, LayoutCell{Kind: KindSeat, Seat: string(r) + string(rune('0'+n)), Category: DefaultCategory})
		}
		l.Rows = append(l.Rows, row)
	}
	return l
}

// IsSeat reports whether a cell kind can be booked.
func IsSeat(kind string) bool {
	return kind == KindSeat || kind == KindWheelchair || kind == KindCompanion
}

// Capacity counts the bookable seats of a layout.
func (l LayoutData) Capacity() int {
	n := 0
	for _, r := range l.Rows {
		for _, c := range r.Cells {
			if IsSeat(c.Kind) {
				n++
			}
		}
	}
	return n
}
