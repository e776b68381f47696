package migrations_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
)

const schemaUpdateHint = "UPDATE_SCHEMA_GOLDEN=1 go test ./db/migrations -run TestMigratedSchemaIsTheGolden"

// TestMigratedSchemaIsTheGolden describes the schema a fresh database has
// after every migration step, as each database reports it (SQLite's own
// DDL text; PostgreSQL's catalogue: columns with types, defaults and
// nullability, indexes, constraints, triggers and functions), with the
// steps recorded and the rows the steps seed, and compares it with the
// description committed in testdata. A step is released: whatever is done
// to the code that runs it, the schema it leaves must stay the same to
// the byte, or a fresh database would differ from an upgraded one.
func TestMigratedSchemaIsTheGolden(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		got, err := describeSchema(context.Background(), bdb)
		if err != nil {
			t.Fatal(err)
		}
		golden := filepath.Join("testdata", "schema."+t.Name()[strings.LastIndex(t.Name(), "/")+1:]+".txt")
		if os.Getenv("UPDATE_SCHEMA_GOLDEN") == "1" {
			if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
				t.Fatal(err)
			}
			return
		}
		want, err := os.ReadFile(golden)
		if err != nil {
			t.Fatalf("%v (write it with %s)", err, schemaUpdateHint)
		}
		if got != string(want) {
			t.Fatalf("the migrated schema differs from %s:\n%s\nA released step must leave the schema it always left; "+
				"if a new step changes it on purpose, regenerate with %s", golden, firstDifference(string(want), got), schemaUpdateHint)
		}
	})
}

// firstDifference shows the first line where want and got part, with the
// lines around it.
func firstDifference(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	i := 0
	for i < len(w) && i < len(g) && w[i] == g[i] {
		i++
	}
	line := func(s []string, i int) string {
		if i < len(s) {
			return s[i]
		}
		return "(end)"
	}
	var b strings.Builder
	for j := max(i-3, 0); j < i; j++ {
		fmt.Fprintf(&b, "   %s\n", w[j])
	}
	fmt.Fprintf(&b, "-  %s\n+  %s", line(w, i), line(g, i))
	return b.String()
}

// describeSchema renders what a migrated database holds as sorted text.
func describeSchema(ctx context.Context, bdb *bun.DB) (string, error) {
	var b strings.Builder
	var sections []describeSection
	if db.IsPG(bdb) {
		sections = pgSchemaSections
	} else {
		sections = sqliteSchemaSections
	}
	sections = append(sections, seededRowSections...)
	var schema string
	if db.IsPG(bdb) {
		if err := bdb.NewRaw("SELECT current_schema()").Scan(ctx, &schema); err != nil {
			return "", err
		}
	}
	for _, s := range sections {
		rows, err := bdb.QueryContext(ctx, s.query)
		if err != nil {
			return "", fmt.Errorf("%s: %w", s.title, err)
		}
		cols, err := rows.Columns()
		if err != nil {
			return "", err
		}
		fmt.Fprintf(&b, "== %s\n", s.title)
		for rows.Next() {
			vals := make([]any, len(cols))
			ptrs := make([]any, len(cols))
			for i := range vals {
				ptrs[i] = &vals[i]
			}
			if err := rows.Scan(ptrs...); err != nil {
				return "", err
			}
			fields := make([]string, len(vals))
			for i, v := range vals {
				switch v := v.(type) {
				case nil:
					fields[i] = "NULL"
				case []byte:
					fields[i] = string(v)
				default:
					fields[i] = fmt.Sprint(v)
				}
				if schema != "" {
					// Each test has its own schema; the golden names none.
					fields[i] = strings.ReplaceAll(fields[i], schema, "<schema>")
				}
			}
			fmt.Fprintf(&b, "%s\n", strings.Join(fields, " | "))
		}
		if err := rows.Close(); err != nil {
			return "", err
		}
		if err := rows.Err(); err != nil {
			return "", err
		}
	}
	return b.String(), nil
}

type describeSection struct{ title, query string }

// SQLite keeps each object's DDL as it was last written (ALTER TABLE
// edits the table's text), which is the schema to the byte.
var sqliteSchemaSections = []describeSection{
	{"objects", `SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name`},
}

// PostgreSQL's catalogue, for the objects of the test's own schema. NOT
// NULL is read from the columns (PostgreSQL 18 also lists it among the
// constraints, under names of its own).
var pgSchemaSections = []describeSection{
	{"relations", `SELECT c.relname, c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
		WHERE n.nspname = current_schema() ORDER BY c.relname`},
	{"columns", `SELECT c.relname, a.attnum, a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull,
			pg_get_expr(d.adbin, d.adrelid)
		FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
		LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
		WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'v', 'm', 'f') AND a.attnum > 0 AND NOT a.attisdropped
		ORDER BY c.relname, a.attnum`},
	{"indexes", `SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema()
		ORDER BY tablename, indexname`},
	{"constraints", `SELECT c.relname, co.conname, co.contype, pg_get_constraintdef(co.oid)
		FROM pg_constraint co JOIN pg_class c ON c.oid = co.conrelid JOIN pg_namespace n ON n.oid = co.connamespace
		WHERE n.nspname = current_schema() AND co.contype <> 'n' ORDER BY c.relname, co.conname`},
	{"triggers", `SELECT c.relname, t.tgname, pg_get_triggerdef(t.oid)
		FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
		WHERE n.nspname = current_schema() AND NOT t.tgisinternal ORDER BY c.relname, t.tgname`},
	{"functions", `SELECT p.proname, pg_get_functiondef(p.oid)
		FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
		WHERE n.nspname = current_schema() ORDER BY p.proname`},
}

// The steps recorded, and what they seed (the default cinema of 0003),
// without the times they ran at.
var seededRowSections = []describeSection{
	{"steps", `SELECT name FROM schema_migrations ORDER BY name`},
	{"cinemas", `SELECT id, name, city, address, time_zone, cleaning_buffer_minutes, single_seat_gap_rule FROM cinemas ORDER BY id`},
	{"screens", `SELECT id, cinema_id, name, layout_id FROM screens ORDER BY id`},
	{"seat_layouts", `SELECT id, screen_id, version, capacity, layout FROM seat_layouts ORDER BY id`},
}
