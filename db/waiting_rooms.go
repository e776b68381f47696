package db

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/uptrace/bun"
)

// WaitingRoom is an on-sale queue in front of a movie's shows (ShowID
// nil) or one show. Joined is the last place handed out and Admitted the
// last place let in: places are handed out one by one under the room's
// row lock, so they have no gaps and a waiter's position is its place
// less Admitted. AdmitClock is how far in time admissions are accounted
// for, and AdmitVersion grows with each admission batch, which is how
// only one replica admits each batch.
type WaitingRoom struct {
	bun.BaseModel `bun:"table:waiting_rooms,alias:wr"`

	ID                string     `bun:"id,pk"`
	MovieID           int64      `bun:"movie_id,notnull"`
	ShowID            *string    `bun:"show_id,nullzero"`
	AdmitPerMinute    int        `bun:"admit_per_minute,notnull"`
	SessionMinutes    int        `bun:"session_minutes,notnull"`
	MaxTicketsPerUser int        `bun:"max_tickets_per_user,notnull"`
	OpenedBy          string     `bun:"opened_by,notnull"`
	OpenedAt          time.Time  `bun:"opened_at,notnull"`
	ClosedAt          *time.Time `bun:"closed_at,nullzero"`
	Joined            int64      `bun:"joined,notnull"`
	Admitted          int64      `bun:"admitted,notnull"`
	AdmitClock        time.Time  `bun:"admit_clock,notnull"`
	AdmitVersion      int64      `bun:"admit_version,notnull"`
}

// WaitingEntry is one user's place in a room (one row per user and room).
type WaitingEntry struct {
	bun.BaseModel `bun:"table:waiting_entries,alias:we"`

	RoomID   string    `bun:"room_id,pk"`
	UserID   string    `bun:"user_id,pk"`
	Place    int64     `bun:"place,notnull"`
	JoinedAt time.Time `bun:"joined_at,notnull"`
}

// AdmissionToken is one admission of a user at a place; a booking uses
// it (UsedAt) at most once.
type AdmissionToken struct {
	bun.BaseModel `bun:"table:admission_tokens,alias:at"`

	ID        string     `bun:"id,pk"`
	RoomID    string     `bun:"room_id,notnull"`
	UserID    string     `bun:"user_id,notnull"`
	Place     int64      `bun:"place,notnull"`
	IssuedAt  time.Time  `bun:"issued_at,notnull"`
	ExpiresAt time.Time  `bun:"expires_at,notnull"`
	UsedAt    *time.Time `bun:"used_at,nullzero"`
	BookingID *string    `bun:"booking_id,nullzero"`
}

// ErrRoomOpen reports that the movie or show already has an open room.
var ErrRoomOpen = errors.New("waiting room already open")

// InsertWaitingRoom opens a room; ErrRoomOpen when one is open for the
// same movie or show (the unique indexes decide).
func InsertWaitingRoom(ctx context.Context, idb bun.IDB, r *WaitingRoom) error {
	if _, err := idb.NewInsert().Model(r).Exec(ctx); err != nil {
		if msg := err.Error(); strings.Contains(msg, "waiting_rooms_open_") || strings.Contains(msg, "UNIQUE constraint failed: waiting_rooms") {
			return ErrRoomOpen
		}
		return err
	}
	return nil
}

// WaitingRoomByID reads a room, open or closed, or ErrNotFound.
func WaitingRoomByID(ctx context.Context, idb bun.IDB, id string) (*WaitingRoom, error) {
	r := new(WaitingRoom)
	if err := idb.NewSelect().Model(r).Where("wr.id = ?", id).Scan(ctx); err != nil {
		return nil, notFound(err)
	}
	return r, nil
}

// OpenWaitingRoomOf is the open room in front of a show (showID set: the
// show's own room first, else its movie's) or of a movie (showID empty:
// the movie's room); ErrNotFound when there is none.
func OpenWaitingRoomOf(ctx context.Context, idb bun.IDB, movieID int64, showID string) (*WaitingRoom, error) {
	r := new(WaitingRoom)
	q := idb.NewSelect().Model(r).Where("wr.closed_at IS NULL")
	if showID != "" {
		q = q.Where("(wr.show_id = ? OR (wr.show_id IS NULL AND wr.movie_id = ?))", showID, movieID).
			OrderExpr("wr.show_id IS NULL").Limit(1)
	} else {
		q = q.Where("wr.show_id IS NULL AND wr.movie_id = ?", movieID)
	}
	if err := q.Scan(ctx); err != nil {
		return nil, notFound(err)
	}
	return r, nil
}

// OpenWaitingRooms lists every open room.
func OpenWaitingRooms(ctx context.Context, idb bun.IDB) ([]WaitingRoom, error) {
	var rooms []WaitingRoom
	err := idb.NewSelect().Model(&rooms).Where("wr.closed_at IS NULL").OrderExpr("wr.id").Scan(ctx)
	return rooms, err
}

// CloseWaitingRoom closes an open room; false when it was closed already.
func CloseWaitingRoom(ctx context.Context, idb bun.IDB, id string, now time.Time) (bool, error) {
	res, err := idb.NewUpdate().Model((*WaitingRoom)(nil)).Set("closed_at = ?", now.UTC()).
		Where("id = ? AND closed_at IS NULL", id).Exec(ctx)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// LockWaitingRoom takes the open room's row lock for the transaction idb
// (SQLite's write transactions are serial already) and returns the row;
// ErrNotFound when the room is closed or unknown.
func LockWaitingRoom(ctx context.Context, idb bun.IDB, id string) (*WaitingRoom, error) {
	r := new(WaitingRoom)
	err := idb.NewUpdate().Model(r).Set("joined = joined").Where("id = ? AND closed_at IS NULL", id).
		Returning("*").Scan(ctx)
	if err != nil {
		return nil, notFound(err)
	}
	return r, nil
}

// NextPlace hands out the room's next place; call it under LockWaitingRoom.
func NextPlace(ctx context.Context, idb bun.IDB, roomID string) (int64, error) {
	var place int64
	err := idb.NewUpdate().Model((*WaitingRoom)(nil)).Set("joined = joined + 1").Where("id = ?", roomID).
		Returning("joined").Scan(ctx, &place)
	return place, err
}

// WaitingEntryOf is the user's entry in the room, or ErrNotFound.
func WaitingEntryOf(ctx context.Context, idb bun.IDB, roomID, userID string) (*WaitingEntry, error) {
	e := new(WaitingEntry)
	if err := idb.NewSelect().Model(e).Where("we.room_id = ? AND we.user_id = ?", roomID, userID).Scan(ctx); err != nil {
		return nil, notFound(err)
	}
	return e, nil
}

// PutWaitingEntry stores the user's entry, moving an existing one to its
// new place (a user whose admission ended joins again at the back).
func PutWaitingEntry(ctx context.Context, idb bun.IDB, e *WaitingEntry) error {
	_, err := idb.NewInsert().Model(e).
		On("CONFLICT (room_id, user_id) DO UPDATE").Set("place = EXCLUDED.place, joined_at = EXCLUDED.joined_at").Exec(ctx)
	return err
}

// AdvanceAdmission moves the room's admissions on by n places and its
// admission clock to clock, if nobody did since the room was read at
// r.AdmitVersion; false when another replica got there first.
func AdvanceAdmission(ctx context.Context, idb bun.IDB, r *WaitingRoom, n int64, clock time.Time) (bool, error) {
	res, err := idb.NewUpdate().Model((*WaitingRoom)(nil)).
		Set("admitted = admitted + ?", n).Set("admit_clock = ?", clock.UTC()).Set("admit_version = admit_version + 1").
		Where("id = ? AND admit_version = ? AND closed_at IS NULL", r.ID, r.AdmitVersion).Exec(ctx)
	if err != nil {
		return false, err
	}
	k, err := res.RowsAffected()
	return k == 1, err
}

// EntriesAtPlaces lists the room's entries with a place in (after, upTo].
func EntriesAtPlaces(ctx context.Context, idb bun.IDB, roomID string, after, upTo int64) ([]WaitingEntry, error) {
	var es []WaitingEntry
	err := idb.NewSelect().Model(&es).Where("we.room_id = ? AND we.place > ? AND we.place <= ?", roomID, after, upTo).
		OrderExpr("we.place").Scan(ctx)
	return es, err
}

// InsertAdmissionTokens stores admissions.
func InsertAdmissionTokens(ctx context.Context, idb bun.IDB, ts []AdmissionToken) error {
	if len(ts) == 0 {
		return nil
	}
	_, err := idb.NewInsert().Model(&ts).Exec(ctx)
	return err
}

// LatestAdmissionToken is the user's newest admission in the room, or
// ErrNotFound.
func LatestAdmissionToken(ctx context.Context, idb bun.IDB, roomID, userID string) (*AdmissionToken, error) {
	t := new(AdmissionToken)
	err := idb.NewSelect().Model(t).Where("at.room_id = ? AND at.user_id = ?", roomID, userID).
		OrderExpr("at.issued_at DESC, at.place DESC").Limit(1).Scan(ctx)
	if err != nil {
		return nil, notFound(err)
	}
	return t, nil
}

// AdmissionTokenByID reads one admission, or ErrNotFound.
func AdmissionTokenByID(ctx context.Context, idb bun.IDB, id string) (*AdmissionToken, error) {
	t := new(AdmissionToken)
	if err := idb.NewSelect().Model(t).Where("at.id = ?", id).Scan(ctx); err != nil {
		return nil, notFound(err)
	}
	return t, nil
}

// UseAdmissionToken marks the user's unused, unexpired admission used by
// the booking; false when it is used, expired or another user's. Inside
// the booking's transaction, so a booking that fails leaves it unused, and
// two bookings racing with one token cannot both commit.
func UseAdmissionToken(ctx context.Context, idb bun.IDB, id, userID, bookingID string, now time.Time) (bool, error) {
	res, err := idb.NewUpdate().Model((*AdmissionToken)(nil)).Set("used_at = ?", now.UTC()).Set("booking_id = ?", bookingID).
		Where("id = ? AND user_id = ? AND used_at IS NULL AND expires_at > ?", id, userID, now.UTC()).Exec(ctx)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// roomShows restricts q to the scheduled shows of the room (its show, or
// its movie's shows) starting after now.
func roomShows(q *bun.SelectQuery, r *WaitingRoom, now time.Time) *bun.SelectQuery {
	q = q.Where("s.status = ? AND s.starts_at > ?", ShowScheduled, now.UTC())
	if r.ShowID != nil {
		return q.Where("s.id = ?", *r.ShowID)
	}
	return q.Where("s.movie_id = ?", r.MovieID)
}

// RoomSeatsLeft counts the seats nobody holds or bought across the room's
// scheduled shows that have not started.
func RoomSeatsLeft(ctx context.Context, idb bun.IDB, r *WaitingRoom, now time.Time) (int64, error) {
	var capacity, taken int64
	err := roomShows(idb.NewSelect().TableExpr("shows AS s").Join("JOIN seat_layouts AS l ON l.id = s.layout_id").
		ColumnExpr("COALESCE(SUM(l.capacity), 0)"), r, now).Scan(ctx, &capacity)
	if err != nil {
		return 0, err
	}
	err = roomShows(idb.NewSelect().TableExpr("seat_claims AS c").Join("JOIN shows AS s ON s.id = c.show_id").
		ColumnExpr("COUNT(*)").Where("(c.expires_at IS NULL OR c.expires_at > ?)", now.UTC()), r, now).Scan(ctx, &taken)
	if err != nil {
		return 0, err
	}
	return max(capacity-taken, 0), nil
}

// UserSeatsOfMovie counts the seats the user holds or bought for any
// show of the movie.
func UserSeatsOfMovie(ctx context.Context, idb bun.IDB, userID string, movieID int64, now time.Time) (int, error) {
	var n int
	err := idb.NewSelect().TableExpr("seat_claims AS c").Join("JOIN shows AS s ON s.id = c.show_id").ColumnExpr("COUNT(*)").
		Where("c.user_id = ? AND s.movie_id = ? AND (c.expires_at IS NULL OR c.expires_at > ?)", userID, movieID, now.UTC()).
		Scan(ctx, &n)
	return n, err
}

// AdmissionTokensOf is every admission token a room issued, for the
// benchmark's count of batches and of admissions made twice.
func AdmissionTokensOf(ctx context.Context, idb bun.IDB, roomID string) ([]AdmissionToken, error) {
	var ts []AdmissionToken
	err := idb.NewSelect().Model(&ts).Where("at.room_id = ?", roomID).Scan(ctx)
	return ts, err
}

// WaitingEntriesOf is every place handed out in a room.
func WaitingEntriesOf(ctx context.Context, idb bun.IDB, roomID string) ([]WaitingEntry, error) {
	var es []WaitingEntry
	err := idb.NewSelect().Model(&es).Where("we.room_id = ?", roomID).Scan(ctx)
	return es, err
}
