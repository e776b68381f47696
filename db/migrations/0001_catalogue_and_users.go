package migrations

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
)

// The tables as the first release created them. Every step builds from
// frozen copies of its tables, never from db's live models, so a fresh
// database goes through exactly the states an upgraded one went through,
// and later steps can add columns to the live models.
type showV1 struct {
	bun.BaseModel `bun:"table:shows"`

	ID          string    `bun:"id,pk"`
	MovieID     int64     `bun:"movie_id,notnull"`
	StartsAt    time.Time `bun:"starts_at,notnull"`
	PricePaise  int64     `bun:"price_paise,notnull"`
	SeatVersion int64     `bun:"seat_version,notnull"`
	CreatedAt   time.Time `bun:"created_at,notnull"`
}

type userV1 struct {
	bun.BaseModel `bun:"table:users"`

	ID        string    `bun:"id,pk"`
	Name      string    `bun:"name,notnull"`
	Email     string    `bun:"email,notnull"`
	ImageURL  string    `bun:"image_url,notnull"`
	CreatedAt time.Time `bun:"created_at,notnull"`
	UpdatedAt time.Time `bun:"updated_at,notnull"`
}

type movieV1 struct {
	bun.BaseModel `bun:"table:movies"`

	ID               int64      `bun:"id,pk,autoincrement:false"`
	Title            string     `bun:"title,notnull"`
	Overview         string     `bun:"overview,notnull"`
	Tagline          string     `bun:"tagline,notnull"`
	PosterPath       string     `bun:"poster_path,notnull"`
	BackdropPath     string     `bun:"backdrop_path,notnull"`
	ImageSource      string     `bun:"image_source,notnull"`
	VoteAverage      float64    `bun:"vote_average,notnull"`
	VoteCount        int64      `bun:"vote_count,notnull"`
	Genres           []db.Genre `bun:"genres,type:text,notnull"`
	Runtime          int        `bun:"runtime,notnull"`
	ReleaseDate      string     `bun:"release_date,notnull"`
	OriginalLanguage string     `bun:"original_language,notnull"`
	TrailerKey       string     `bun:"trailer_key,notnull"`
	CreatedAt        time.Time  `bun:"created_at,notnull"`
}

type castMemberV1 struct {
	bun.BaseModel `bun:"table:cast_members"`

	MovieID     int64  `bun:"movie_id,pk"`
	Position    int    `bun:"position,pk"`
	PersonID    int64  `bun:"person_id,notnull"`
	Name        string `bun:"name,notnull"`
	Character   string `bun:"character,notnull"`
	ProfilePath string `bun:"profile_path,notnull"`
	ImageSource string `bun:"image_source,notnull"`
}

type favouriteV1 struct {
	bun.BaseModel `bun:"table:favourites"`

	UserID    string    `bun:"user_id,pk"`
	MovieID   int64     `bun:"movie_id,pk"`
	CreatedAt time.Time `bun:"created_at,notnull"`
}

type appSettingV1 struct {
	bun.BaseModel `bun:"table:app_settings"`

	Key   string `bun:"key,pk"`
	Value string `bun:"value,notnull"`
}

func migrateCatalogueAndUsers(ctx context.Context, tx bun.Tx) error {
	create := []func() error{
		func() error { return createTable(ctx, tx, (*userV1)(nil)) },
		func() error { return createTable(ctx, tx, (*movieV1)(nil)) },
		func() error {
			return createTable(ctx, tx, (*castMemberV1)(nil),
				`("movie_id") REFERENCES "movies" ("id") ON DELETE CASCADE`)
		},
		func() error {
			return createTable(ctx, tx, (*showV1)(nil),
				`("movie_id") REFERENCES "movies" ("id") ON DELETE CASCADE`)
		},
		// One movie never has two shows starting at the same instant.
		func() error {
			return createIndex(ctx, tx, (*showV1)(nil), "shows_movie_starts_at_key", true, "movie_id", "starts_at")
		},
		func() error { return createIndex(ctx, tx, (*showV1)(nil), "shows_starts_at_idx", false, "starts_at") },
		func() error {
			return createTable(ctx, tx, (*favouriteV1)(nil),
				`("user_id") REFERENCES "users" ("id") ON DELETE CASCADE`,
				`("movie_id") REFERENCES "movies" ("id") ON DELETE CASCADE`)
		},
		func() error { return createTable(ctx, tx, (*appSettingV1)(nil)) },
	}
	for _, step := range create {
		if err := step(); err != nil {
			return err
		}
	}
	return nil
}
