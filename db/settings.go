package db

import (
	"context"
	"database/sql"
	"errors"

	"github.com/uptrace/bun"
)

// AppSetting is a small key/value row for process-wide state that several
// replicas must share (for example the development token signing key).
type AppSetting struct {
	bun.BaseModel `bun:"table:app_settings"`

	Key   string `bun:"key,pk"`
	Value string `bun:"value,notnull"`
}

// LoadOrCreateSetting returns the value stored under key, storing create()'s
// result first when there is none. Concurrent callers (several replicas
// starting together) all end up with the single stored value.
func LoadOrCreateSetting(ctx context.Context, idb bun.IDB, key string, create func() (string, error)) (string, error) {
	var s AppSetting
	err := idb.NewSelect().Model(&s).Where("key = ?", key).Scan(ctx)
	if err == nil {
		return s.Value, nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return "", err
	}
	v, err := create()
	if err != nil {
		return "", err
	}
	if _, err := idb.NewInsert().Model(&AppSetting{Key: key, Value: v}).On("CONFLICT (key) DO NOTHING").Exec(ctx); err != nil {
		return "", err
	}
	if err := idb.NewSelect().Model(&s).Where("key = ?", key).Scan(ctx); err != nil {
		return "", err
	}
	return s.Value, nil
}
