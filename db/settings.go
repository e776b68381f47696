package db

import (
	"context"
	"database/sql"
	"errors"

	"github.com/uptrace/bun"
)

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
