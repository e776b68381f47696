package migrations

import (
	"context"

	"github.com/uptrace/bun"

	"marquee/db"
)

// movieGenreV8 is one genre of a movie, copied out of movies.genres (a
// JSON list) by a trigger, so a genre filter is an index lookup instead of
// a scan of every movie's JSON. GenreKey is the lower-cased name. Only
// this step uses the model: queries name the table in SQL.
type movieGenreV8 struct {
	bun.BaseModel `bun:"table:movie_genres"`

	MovieID  int64  `bun:"movie_id,pk"`
	GenreKey string `bun:"genre_key,pk"`
	Name     string `bun:"name,notnull"`
}

// migrateMovieSearch (0008) indexes the catalogue for search and filters:
// a full-text index over each movie's title and cast names (FTS5 on
// SQLite, a weighted tsvector with GIN on PostgreSQL), the movie_genres
// join table, and an index on the original language. Triggers keep both
// derived tables in step with every write to movies and cast_members,
// whoever makes it, and the step fills them for the movies already stored.
func migrateMovieSearch(ctx context.Context, tx bun.Tx) error {
	if err := createTable(ctx, tx, (*movieGenreV8)(nil),
		`("movie_id") REFERENCES "movies" ("id") ON DELETE CASCADE`); err != nil {
		return err
	}
	steps := []string{
		`CREATE INDEX IF NOT EXISTS movie_genres_key_idx ON movie_genres (genre_key, movie_id)`,
		`CREATE INDEX IF NOT EXISTS movies_original_language_idx ON movies (original_language)`,
	}
	if db.IsPG(tx) {
		steps = append(steps, pgSearchDDL...)
	} else {
		steps = append(steps, sqliteSearchDDL...)
	}
	for _, s := range steps {
		if _, err := tx.ExecContext(ctx, s); err != nil {
			return err
		}
	}
	return nil
}

// The SQLite side. movie_fts's rowid is the movie id. unicode61 folds
// case; diacritics are kept, as PostgreSQL's 'simple' configuration keeps
// them, so both databases find the same movies. The prefix indexes serve
// as-you-type queries of two and three letters without a range scan.
var sqliteSearchDDL = []string{
	`CREATE VIRTUAL TABLE IF NOT EXISTS movie_fts USING fts5(title, cast_names,
		tokenize = 'unicode61 remove_diacritics 0', prefix = '2 3')`,

	`CREATE TRIGGER movie_genres_ai AFTER INSERT ON movies BEGIN
		INSERT OR IGNORE INTO movie_genres (movie_id, genre_key, name)
		SELECT new.id, lower(trim(json_extract(g.value, '$.name'))), trim(json_extract(g.value, '$.name'))
		FROM json_each(CASE WHEN json_valid(new.genres) THEN new.genres ELSE '[]' END) AS g
		WHERE trim(coalesce(json_extract(g.value, '$.name'), '')) <> '';
	END`,
	`CREATE TRIGGER movie_genres_au AFTER UPDATE OF genres ON movies BEGIN
		DELETE FROM movie_genres WHERE movie_id = old.id;
		INSERT OR IGNORE INTO movie_genres (movie_id, genre_key, name)
		SELECT new.id, lower(trim(json_extract(g.value, '$.name'))), trim(json_extract(g.value, '$.name'))
		FROM json_each(CASE WHEN json_valid(new.genres) THEN new.genres ELSE '[]' END) AS g
		WHERE trim(coalesce(json_extract(g.value, '$.name'), '')) <> '';
	END`,

	`CREATE TRIGGER movie_fts_ai AFTER INSERT ON movies BEGIN
		INSERT INTO movie_fts (rowid, title, cast_names) VALUES (new.id, new.title,
			coalesce((SELECT group_concat(name, ' ') FROM cast_members WHERE movie_id = new.id), ''));
	END`,
	`CREATE TRIGGER movie_fts_au AFTER UPDATE OF title ON movies BEGIN
		DELETE FROM movie_fts WHERE rowid = old.id;
		INSERT INTO movie_fts (rowid, title, cast_names) VALUES (new.id, new.title,
			coalesce((SELECT group_concat(name, ' ') FROM cast_members WHERE movie_id = new.id), ''));
	END`,
	`CREATE TRIGGER movie_fts_ad AFTER DELETE ON movies BEGIN
		DELETE FROM movie_fts WHERE rowid = old.id;
	END`,
	`CREATE TRIGGER movie_fts_cast_ai AFTER INSERT ON cast_members BEGIN
		DELETE FROM movie_fts WHERE rowid = new.movie_id;
		INSERT INTO movie_fts (rowid, title, cast_names)
		SELECT m.id, m.title, coalesce((SELECT group_concat(c.name, ' ') FROM cast_members AS c WHERE c.movie_id = m.id), '')
		FROM movies AS m WHERE m.id = new.movie_id;
	END`,
	`CREATE TRIGGER movie_fts_cast_au AFTER UPDATE ON cast_members BEGIN
		DELETE FROM movie_fts WHERE rowid IN (old.movie_id, new.movie_id);
		INSERT INTO movie_fts (rowid, title, cast_names)
		SELECT m.id, m.title, coalesce((SELECT group_concat(c.name, ' ') FROM cast_members AS c WHERE c.movie_id = m.id), '')
		FROM movies AS m WHERE m.id IN (old.movie_id, new.movie_id);
	END`,
	`CREATE TRIGGER movie_fts_cast_ad AFTER DELETE ON cast_members BEGIN
		DELETE FROM movie_fts WHERE rowid = old.movie_id;
		INSERT INTO movie_fts (rowid, title, cast_names)
		SELECT m.id, m.title, coalesce((SELECT group_concat(c.name, ' ') FROM cast_members AS c WHERE c.movie_id = m.id), '')
		FROM movies AS m WHERE m.id = old.movie_id;
	END`,

	// The movies stored before this step.
	`INSERT OR IGNORE INTO movie_genres (movie_id, genre_key, name)
	SELECT m.id, lower(trim(json_extract(g.value, '$.name'))), trim(json_extract(g.value, '$.name'))
	FROM movies AS m, json_each(CASE WHEN json_valid(m.genres) THEN m.genres ELSE '[]' END) AS g
	WHERE trim(coalesce(json_extract(g.value, '$.name'), '')) <> ''`,
	`INSERT INTO movie_fts (rowid, title, cast_names)
	SELECT m.id, m.title, coalesce((SELECT group_concat(c.name, ' ') FROM cast_members AS c WHERE c.movie_id = m.id), '')
	FROM movies AS m`,
}

// The PostgreSQL side. The document weighs the title A and the cast B, so
// a query can ask for title matches alone ('word':*A) to rank them first.
// 'simple' neither stems nor drops stop words: names and titles are not
// English prose, and a prefix must match what was typed. Prefix queries
// ('inter':*) are served by the GIN index, so no extension (pg_trgm) is
// needed, which managed databases do not always allow. The functions pin
// the search_path they were created with, so a trigger writes beside the
// table that fired it whatever the session's path.
var pgSearchDDL = []string{
	`CREATE TABLE IF NOT EXISTS movie_search (
		movie_id BIGINT PRIMARY KEY REFERENCES movies (id) ON DELETE CASCADE,
		doc tsvector NOT NULL
	)`,
	`CREATE INDEX IF NOT EXISTS movie_search_doc_idx ON movie_search USING GIN (doc)`,

	`CREATE FUNCTION movie_search_refresh(mid BIGINT) RETURNS void
	LANGUAGE sql SET search_path FROM CURRENT AS $$
		INSERT INTO movie_search (movie_id, doc)
		SELECT m.id, setweight(to_tsvector('simple', m.title), 'A') ||
			setweight(to_tsvector('simple', coalesce(
				(SELECT string_agg(c.name, ' ' ORDER BY c.position) FROM cast_members AS c WHERE c.movie_id = m.id), '')), 'B')
		FROM movies AS m WHERE m.id = mid
		ON CONFLICT (movie_id) DO UPDATE SET doc = excluded.doc
	$$`,
	`CREATE FUNCTION movie_search_movie_changed() RETURNS trigger
	LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
	BEGIN
		PERFORM movie_search_refresh(NEW.id);
		RETURN NULL;
	END $$`,
	`CREATE FUNCTION movie_search_cast_changed() RETURNS trigger
	LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
	BEGIN
		IF TG_OP <> 'INSERT' THEN
			PERFORM movie_search_refresh(OLD.movie_id);
		END IF;
		IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.movie_id <> OLD.movie_id) THEN
			PERFORM movie_search_refresh(NEW.movie_id);
		END IF;
		RETURN NULL;
	END $$`,
	`CREATE FUNCTION movie_genres_sync() RETURNS trigger
	LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
	BEGIN
		IF TG_OP = 'UPDATE' THEN
			DELETE FROM movie_genres WHERE movie_id = OLD.id;
		END IF;
		INSERT INTO movie_genres (movie_id, genre_key, name)
		SELECT NEW.id, lower(btrim(g->>'name')), btrim(g->>'name')
		FROM json_array_elements(CASE WHEN json_typeof(NEW.genres::json) = 'array' THEN NEW.genres::json ELSE '[]'::json END) AS g
		WHERE coalesce(btrim(g->>'name'), '') <> ''
		ON CONFLICT DO NOTHING;
		RETURN NULL;
	END $$`,
	`CREATE TRIGGER movie_search_movie AFTER INSERT OR UPDATE OF title ON movies
		FOR EACH ROW EXECUTE FUNCTION movie_search_movie_changed()`,
	`CREATE TRIGGER movie_search_cast AFTER INSERT OR UPDATE OR DELETE ON cast_members
		FOR EACH ROW EXECUTE FUNCTION movie_search_cast_changed()`,
	`CREATE TRIGGER movie_genres_sync AFTER INSERT OR UPDATE OF genres ON movies
		FOR EACH ROW EXECUTE FUNCTION movie_genres_sync()`,

	// The movies stored before this step.
	`INSERT INTO movie_genres (movie_id, genre_key, name)
	SELECT m.id, lower(btrim(g->>'name')), btrim(g->>'name')
	FROM movies AS m CROSS JOIN LATERAL json_array_elements(
		CASE WHEN json_typeof(m.genres::json) = 'array' THEN m.genres::json ELSE '[]'::json END) AS g
	WHERE coalesce(btrim(g->>'name'), '') <> ''
	ON CONFLICT DO NOTHING`,
	`SELECT movie_search_refresh(id) FROM movies`,
}
