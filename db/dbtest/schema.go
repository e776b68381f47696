package dbtest

import (
	"context"
	"database/sql"
	"net/url"
)

// CreateSchema makes the empty schema name in the PostgreSQL database at
// base, for one test or one benchmark run, and returns drop, which removes
// it with everything in it. name is a plain lower-case identifier the
// caller made unique. No connection is kept open in between: many tests
// hold schemas at once and PostgreSQL's connections are few.
func CreateSchema(ctx context.Context, base, name string) (drop func(), err error) {
	admin, err := sql.Open("pgx", base)
	if err != nil {
		return nil, err
	}
	defer admin.Close()
	if _, err := admin.ExecContext(ctx, "CREATE SCHEMA "+name); err != nil {
		return nil, err
	}
	return func() {
		admin, err := sql.Open("pgx", base)
		if err != nil {
			return
		}
		defer admin.Close()
		_, _ = admin.Exec("DROP SCHEMA " + name + " CASCADE")
	}, nil
}

// SchemaURL is base with its search_path set to schema, so that every
// connection opened with it works inside that schema.
func SchemaURL(base, schema string) (string, error) {
	u, err := url.Parse(base)
	if err != nil {
		return "", err
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String(), nil
}
