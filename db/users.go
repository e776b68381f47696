package db

import (
	"context"
	"time"

	"github.com/uptrace/bun"
)

// User is a person seen through a verified session token.
type User struct {
	bun.BaseModel `bun:"table:users"`

	ID        string    `bun:"id,pk"`
	Name      string    `bun:"name,notnull"`
	Email     string    `bun:"email,notnull"`
	ImageURL  string    `bun:"image_url,notnull"`
	CreatedAt time.Time `bun:"created_at,notnull"`
	UpdatedAt time.Time `bun:"updated_at,notnull"`
}

// UpsertUser records a user, refreshing their profile fields.
func UpsertUser(ctx context.Context, idb bun.IDB, u *User) error {
	_, err := idb.NewInsert().Model(u).
		On("CONFLICT (id) DO UPDATE").
		Set("name = EXCLUDED.name").
		Set("email = EXCLUDED.email").
		Set("image_url = EXCLUDED.image_url").
		Set("updated_at = EXCLUDED.updated_at").
		Exec(ctx)
	return err
}

// EnsureUser inserts a minimal user row when none exists, so rows that
// reference the user can be written even if recording the profile failed.
func EnsureUser(ctx context.Context, idb bun.IDB, id string, now time.Time) error {
	u := &User{ID: id, Name: "", CreatedAt: now, UpdatedAt: now}
	_, err := idb.NewInsert().Model(u).On("CONFLICT (id) DO NOTHING").Exec(ctx)
	return err
}

// UserByID returns one user.
func UserByID(ctx context.Context, idb bun.IDB, id string) (*User, error) {
	u := new(User)
	if err := idb.NewSelect().Model(u).Where("id = ?", id).Scan(ctx); err != nil {
		return nil, notFound(err)
	}
	return u, nil
}

// CountUsers counts every user ever seen.
func CountUsers(ctx context.Context, idb bun.IDB) (int, error) {
	n, err := idb.NewSelect().Model((*User)(nil)).Count(ctx)
	return int(n), err
}
