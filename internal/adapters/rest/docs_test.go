package rest_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"marquee/db/dbtest"
	"marquee/internal/adapters/rest"
	"marquee/internal/testsupport/apptest"
)

// docsPath is docs/rest.md, relative to this package.
var docsPath = filepath.Join("..", "..", "..", "docs", "rest.md")

const updateHint = "UPDATE_REST_DOCS=1 go test ./internal/adapters/rest -run TestRESTDocs"

// summaries say in a line what each path answers.
var summaries = map[string]string{
	"/api/admin/is-admin":         "Whether the caller is an admin. Signed out is a 401, so the client's check fails closed.",
	"/api/show/all":               "The movies that have upcoming shows (the client calls them shows), soonest first.",
	"/api/user/favourites":        "The caller's favourite movies, most recent first.",
	"/api/user/update-favourites": "Adds the movie to the caller's favourites, or removes it when it is one; `isFavourite` is the state afterwards. `movieId` may be a string or a number.",
	"/api/show/{id}":              "Takes a **movie** id (the client's `/movies/{id}` and `/booking/{id}` pass one) and answers the movie with its upcoming shows: `dateTime` maps each theatre-local date to its shows in time order.",
	"/api/credits/{id}":           "A movie's cast in TMDB's shape, read by the client as `creditData.credits.cast`.",
	"/api/booking/seats/{showId}": "The seats of a show that cannot be taken now (sold or held), as labels.",
	"/api/booking/create":         "Claims the seats for the caller, all or none, and starts the payment. `url` is present when there is a payment page to send the browser to. The same operation as the GraphQL `createBooking` mutation. A seat someone else has is a 409 naming the taken `seats`. An optional `Idempotency-Key` header (1 to 100 visible ASCII characters, such as a UUID; the mutation's `idempotencyKey`) makes the request safe to retry: the same caller sending the same show and seats (in any order) with a key they used gets the same answer — the same booking and `url` — while the booking is pending within its hold or once it is paid, instead of a 409 from their own hold. A used key with another show or other seats, or whose booking has ended, is a 400: choose again with a new key. A show of an A-certificate film needs `\"confirmAge\": true` in the body (the customer confirms being 18 or older; the mutation's `confirmAge`), else a 400 `AGE_CONFIRMATION_REQUIRED`; a cancelled show is a 409 `SHOW_CANCELLED`. While a waiting room is open for the show or its movie, `\"admissionToken\"` in the body carries the caller's admission (the mutation's `admissionToken`), used once: without a valid unused one a 403 `ADMISSION_REQUIRED`, past the room's per-user cap a 409 `TICKET_CAP_REACHED`.",
	"/api/user/bookings":          "The caller's bookings, newest first. `paymentLink` is set only while the booking is pending.",
	"/api/admin/dashboard":        "Totals (paid bookings, revenue in rupees, users; `totalUser` repeats `totalUsers` in the sample data's spelling) and the upcoming shows.",
	"/api/show/now-playing":       "Movies an admin can schedule: TMDB's now playing, or the bundled sample catalogue (`source`).",
	"/api/show/add":               "Schedules a movie at theatre-local dates and times (`HH:mm`) at a price in rupees. A time the movie already has is skipped; `shows` lists the shows created.",
	"/api/admin/all-shows":        "Every show, soonest first, with `occupiedSeats` (seat → user id of the holder), sold and held seat counts and earnings from paid seats.",
	"/api/admin/all-bookings":     "All bookings, newest first, with the user's name, one page at a time: `?page=` (from 1) or `?offset=`, and `?limit=` (default 50, at most 200).",
}

type example struct {
	title        string
	method, path string
	who          string
	header       map[string]string
	body         any
	status       int
	raw          []byte
}

// TestRESTDocs renders docs/rest.md from real responses of a scripted
// session, with ids and clock-dependent timestamps replaced by stable
// placeholders, and fails when the file differs. It runs on every database
// and both must render the same document.
func TestRESTDocs(t *testing.T) {
	var first string
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			doc := renderDocs(t, dialect)
			if first != "" && doc != first {
				t.Fatalf("the API answers differently on %s: %s", dialect, firstDiff(first, doc))
			}
			if first == "" && os.Getenv("UPDATE_REST_DOCS") == "1" {
				if err := os.WriteFile(docsPath, []byte(doc), 0o644); err != nil {
					t.Fatal(err)
				}
				t.Logf("wrote %s", docsPath)
			}
			first = doc
			have, err := os.ReadFile(docsPath)
			if err != nil {
				t.Fatalf("docs/rest.md: %v; create it with %s", err, updateHint)
			}
			if string(have) != doc {
				t.Fatalf("docs/rest.md is out of date with the API (%s).\nIf the change is intended, regenerate it with:\n    %s", firstDiff(string(have), doc), updateHint)
			}
		})
	}
}

func renderDocs(t *testing.T, dialect string) string {
	s := apptest.Start(t, dialect, apptest.Options{NoBackground: true})
	const (
		asha  = "<token of Asha>"
		meera = "<token of Meera, an admin>"
	)
	tokens := map[string]string{
		asha:  signIn(t, s, "user_asha", "Asha", false),
		meera: signIn(t, s, "user_meera", "Meera", true),
	}
	examples := map[string]example{}
	var errorExamples []example
	runWith := func(s *apptest.Server, tokens map[string]string, title, method, path, who string, header map[string]string, body any) example {
		t.Helper()
		r, err := send(s.URL, method, path, tokens[who], body, header)
		if err != nil {
			t.Fatalf("%s %s: %v", method, path, err)
		}
		return example{title: title, method: method, path: path, who: who, header: header, body: body, status: r.Status, raw: r.Raw}
	}
	runOn := func(s *apptest.Server, tokens map[string]string) func(title, method, path, who string, body any) example {
		return func(title, method, path, who string, body any) example {
			t.Helper()
			return runWith(s, tokens, title, method, path, who, nil, body)
		}
	}
	run := runOn(s, tokens)
	keep := func(route string, ex example) response {
		t.Helper()
		if ex.status != 200 {
			t.Fatalf("%s %s: %d %s", ex.method, ex.path, ex.status, ex.raw)
		}
		examples[route] = ex
		var r response
		_ = json.Unmarshal(ex.raw, &r.Body)
		return r
	}
	record := func(route, method, path, who string, body any) response {
		t.Helper()
		return keep(route, run("", method, path, who, body))
	}

	// The session, in the order things happen; the document lists it in
	// the table's order.
	np := record("/api/show/now-playing", "GET", "/api/show/now-playing", meera, nil)
	movieID := str(np.Body, "movies", 0, "_id")
	added := record("/api/show/add", "POST", "/api/show/add", meera, map[string]any{
		"movieId": movieID, "showPrice": 65,
		"showsInput": []any{map[string]any{"date": "2036-03-14", "time": []string{"18:30", "21:30"}}},
	})
	show1, show2 := str(added.Body, "shows", 0, "_id"), str(added.Body, "shows", 1, "_id")
	record("/api/admin/is-admin", "GET", "/api/admin/is-admin", asha, nil)
	record("/api/show/all", "GET", "/api/show/all", "", nil)
	record("/api/user/update-favourites", "POST", "/api/user/update-favourites", asha, map[string]any{"movieId": movieID})
	record("/api/user/favourites", "GET", "/api/user/favourites", asha, nil)
	// Each alias must answer as its path does. An update toggles, so it
	// is sent twice (off, then on again) and the second answer compared.
	for path, alias := range rest.Aliases() {
		want := examples[path]
		got := run("", want.method, alias, want.who, want.body)
		if want.method == http.MethodPost {
			got = run("", want.method, alias, want.who, want.body)
		}
		if got.status != want.status || string(got.raw) != string(want.raw) {
			t.Fatalf("%s %s answers %d %s, %s answers %d %s", want.method, alias, got.status, got.raw, path, want.status, want.raw)
		}
	}
	record("/api/show/{id}", "GET", "/api/show/"+movieID, "", nil)
	record("/api/credits/{id}", "GET", "/api/credits/"+movieID, "", nil)
	key := map[string]string{"Idempotency-Key": "9f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f"}
	bookBody := map[string]any{"showId": show1, "selectedSeats": []string{"D4", "D5"}}
	booked := keep("/api/booking/create", runWith(s, tokens, "", "POST", "/api/booking/create", asha, key, bookBody))
	if again := runWith(s, tokens, "", "POST", "/api/booking/create", asha, key, bookBody); again.status != 200 || string(again.raw) != string(examples["/api/booking/create"].raw) {
		t.Fatalf("a retry with the same Idempotency-Key answers %d %s", again.status, again.raw)
	}
	record("/api/booking/seats/{showId}", "GET", "/api/booking/seats/"+show1, "", nil)
	record("/api/user/bookings", "GET", "/api/user/bookings", asha, nil)
	record("/api/admin/dashboard", "GET", "/api/admin/dashboard", meera, nil)
	record("/api/admin/all-shows", "GET", "/api/admin/all-shows", meera, nil)
	record("/api/admin/all-bookings", "GET", "/api/admin/all-bookings?page=1&limit=10", meera, nil)

	errorExamples = append(errorExamples,
		run("400 — a field of the wrong type", "POST", "/api/booking/create", asha, map[string]any{"showId": show1, "selectedSeats": "D6"}),
		run("400 — a broken rule", "POST", "/api/booking/create", asha, map[string]any{"showId": show1, "selectedSeats": []string{"A1", "A2", "A3", "A4", "A5", "A6"}}),
		runWith(s, tokens, "400 — an Idempotency-Key already used for other seats", "POST", "/api/booking/create", asha, key, map[string]any{"showId": show1, "selectedSeats": []string{"D6"}}),
		run("401 — no token on a bearer path", "GET", "/api/user/favourites", "", nil),
		run("403 — a signed-in non-admin on an admin path", "GET", "/api/admin/dashboard", asha, nil),
		run("404 — an unknown id", "GET", "/api/show/999999", "", nil),
		run("405 — a known path with another method", "POST", "/api/show/all", "", map[string]any{}),
		run("409 — a seat someone else holds", "POST", "/api/booking/create", meera, map[string]any{"showId": show1, "selectedSeats": []string{"D5", "D6"}}),
	)

	// The same refusals from a server run with REST_COMPAT=quickshow, on
	// a show scheduled and booked alike; its show reads as <show-1>.
	q := apptest.Start(t, dialect, apptest.Options{NoBackground: true, Env: map[string]string{"REST_COMPAT": "quickshow"}})
	qrun := runOn(q, map[string]string{
		asha:  signIn(t, q, "user_asha", "Asha", false),
		meera: signIn(t, q, "user_meera", "Meera", true),
	})
	qadded := qrun("", "POST", "/api/show/add", meera, map[string]any{
		"movieId": movieID, "showPrice": 65,
		"showsInput": []any{map[string]any{"date": "2036-03-14", "time": []string{"18:30"}}},
	})
	var qa response
	_ = json.Unmarshal(qadded.raw, &qa.Body)
	qshow := str(qa.Body, "shows", 0, "_id")
	if b := qrun("", "POST", "/api/booking/create", asha, map[string]any{"showId": qshow, "selectedSeats": []string{"D4", "D5"}}); qshow == "" || b.status != 200 {
		t.Fatalf("quickshow mode: scheduling %s, booking %d %s", qadded.raw, b.status, b.raw)
	}
	compatExamples := []example{
		qrun("409 becomes 200 — a seat someone else holds", "POST", "/api/booking/create", meera, map[string]any{"showId": qshow, "selectedSeats": []string{"D5", "D6"}}),
		qrun("400 becomes 200 — a field of the wrong type", "POST", "/api/booking/create", asha, map[string]any{"showId": qshow, "selectedSeats": "D6"}),
		qrun("404 becomes 200 — an unknown id", "GET", "/api/show/999999", "", nil),
		qrun("401 stays 401 — no token on a bearer path", "GET", "/api/user/favorites", "", nil),
	}

	names := map[string]string{show1: "<show-1>", show2: "<show-2>", str(booked.Body, "bookingId"): "<booking-1>", qshow: "<show-1>"}
	norm := newNormaliser(s.URL, names)

	var b strings.Builder
	b.WriteString(docsIntro)
	b.WriteString("\n## The paths\n\n| Method and path | Auth | Answers |\n|---|---|---|\n")
	for _, ep := range rest.Table() {
		ex, ok := examples[ep.Path]
		if !ok {
			t.Fatalf("no documented example for %s %s", ep.Method, ep.Path)
		}
		fields := topKeys(ex.raw)
		also := ""
		if alias, ok := rest.Aliases()[ep.Path]; ok {
			also = fmt.Sprintf(" (also `%s`)", alias)
		}
		fmt.Fprintf(&b, "| [`%s %s`](#%s)%s | %s | %s |\n", ep.Method, ep.Path, anchor(ep.Method+" "+ep.Path), also, ep.Auth, "`"+strings.Join(fields, "`, `")+"`")
	}
	for _, ep := range rest.Table() {
		ex := examples[ep.Path]
		fmt.Fprintf(&b, "\n### %s %s\n\n%s\n\n", ep.Method, ep.Path, summaries[ep.Path])
		if alias, ok := rest.Aliases()[ep.Path]; ok {
			fmt.Fprintf(&b, "Also served at `%s %s`, the QuickShow client's spelling: the same route, answering alike.\n\n", ep.Method, alias)
		}
		fmt.Fprintf(&b, "Auth: %s.\n\n", ep.Auth)
		writeExample(&b, norm, ex)
	}
	b.WriteString("\n## Errors\n\nEvery failure has the same envelope; `code` is the kind of error (the GraphQL `extensions.code`), and a conflict adds the taken `seats`.\n")
	for _, ex := range errorExamples {
		fmt.Fprintf(&b, "\n### %s\n\n", ex.title)
		writeExample(&b, norm, ex)
	}
	b.WriteString(compatIntro)
	for _, ex := range compatExamples {
		fmt.Fprintf(&b, "\n### %s\n\n", ex.title)
		writeExample(&b, norm, ex)
	}
	return b.String()
}

func writeExample(b *strings.Builder, norm *normaliser, ex example) {
	b.WriteString("```http\n")
	fmt.Fprintf(b, "%s %s\n", ex.method, norm.text(ex.path))
	if ex.who != "" {
		fmt.Fprintf(b, "Authorization: Bearer %s\n", ex.who)
	}
	for _, k := range slices.Sorted(maps.Keys(ex.header)) {
		fmt.Fprintf(b, "%s: %s\n", k, ex.header[k])
	}
	if ex.body != nil {
		raw, _ := json.Marshal(ex.body)
		fmt.Fprintf(b, "Content-Type: application/json\n\n%s\n", norm.json(raw, false))
	}
	b.WriteString("```\n\n")
	fmt.Fprintf(b, "`%d %s`\n\n```json\n%s\n```\n", ex.status, http.StatusText(ex.status), norm.json(ex.raw, true))
}

const docsIntro = `# Marquee REST API

<!-- Generated by TestRESTDocs (internal/adapters/rest/docs_test.go) from real responses; do not edit by hand.
     Regenerate with: ` + updateHint + ` -->

The fourteen ` + "`/api`" + ` paths of SPEC §7, kept so that a client written against that table
works unchanged. They are thin adapters (` + "`internal/adapters/rest`" + `) over the same service functions as
the GraphQL API at ` + "`/graphql`" + ` — a rule lives in one place and both answer alike.

## Conventions

- **Envelope.** Every body is a JSON object with ` + "`success`" + ` (` + "`true`" + ` on 200). A failure is
  ` + "`{\"success\": false, \"message\": \"...\", \"code\": \"...\"}`" + `; the message is meant for the user.
- **Auth.** Bearer paths take ` + "`Authorization: Bearer <token>`" + ` — a Clerk session token, or in
  development the token of ` + "`POST /api/dev/sign-in`" + `. It is the same check as GraphQL's.
  Public paths ignore a bad token.
- **Status codes.** 400 bad input (code ` + "`BAD_USER_INPUT`" + `), 401 missing or invalid token
  (` + "`UNAUTHENTICATED`" + `), 403 signed in without the admin role (` + "`FORBIDDEN`" + `), 404 unknown id
  (` + "`NOT_FOUND`" + `), 405 known path with another method (with ` + "`Allow`" + `), 409 seat conflict
  (` + "`CONFLICT`" + `, with ` + "`seats`" + `), 413 body over 64 KiB (` + "`PAYLOAD_TOO_LARGE`" + `), 429 rate limited (` + "`RATE_LIMITED`" + `), 500 internal
  (` + "`INTERNAL_SERVER_ERROR`" + `, message ` + "`Internal server error`" + `; the cause is only logged — unless a
  service raised it with a message meant for the user, as when a payment could not start).
- **Request bodies** are one JSON object of at most 64 KiB. Unknown fields are ignored; a field of
  the wrong type, malformed JSON, anything after the object or an empty body is a 400 saying so.
- **CORS.** Browsers may call from the origins listed in ` + "`CORS_ORIGINS`" + ` (comma-separated; ` + "`*`" + `
  for any). Credentials are off (the token travels in a header, not a cookie); the ` + "`Authorization`" + `,
  ` + "`Content-Type`" + ` and ` + "`Idempotency-Key`" + ` headers are allowed and preflight ` + "`OPTIONS`" + ` is answered.
- **QuickShow clients** work unchanged: the favourites paths also answer in the American spelling
  the public QuickShow client calls (` + "`/api/user/favorites`" + `, ` + "`/api/user/update-favorite`" + `), and
  ` + "`REST_COMPAT=quickshow`" + ` answers refusals with 200 (see [below](#rest_compatquickshow)).
- **Fields.** ` + "`_id`" + ` is always a string (a movie's is its numeric TMDB id, also given as ` + "`id`" + `).
  Amounts and prices are rupees. ` + "`showDateTime`" + `, ` + "`time`" + `, ` + "`holdExpiresAt`" + ` and ` + "`createdAt`" + `
  are RFC 3339 UTC instants; ` + "`localDate`" + ` (YYYY-MM-DD), ` + "`localTime`" + ` (HH:mm) and the keys of
  ` + "`dateTime`" + ` are in the theatre's time zone. ` + "`poster_url`" + `, ` + "`backdrop_url`" + ` and cast
  ` + "`profile_url`" + ` are ready-to-use image URLs beside the raw TMDB paths (absolute for TMDB images,
  server-relative ` + "`/art/...`" + ` for the sample artwork this server serves). A movie inside a show or
  booking carries no ` + "`casts`" + `. A booking's ` + "`status`" + ` is ` + "`PENDING`" + `, ` + "`PAID`" + `,
  ` + "`EXPIRED`" + `, ` + "`CANCELLED`" + ` or ` + "`REFUNDED`" + `; ` + "`isPaid`" + ` is ` + "`status == PAID`" + `.
- **In the examples** ids appear as ` + "`<show-1>`" + `, ` + "`<booking-1>`" + `…, clock-dependent timestamps as
  ` + "`<timestamp>`" + `, the server as ` + "`http://localhost:8080`" + `, and lists longer than three items are cut to
  two followed by ` + "`\"… N more\"`" + `.
`

const compatIntro = `
## REST_COMPAT=quickshow

The QuickShow client reads ` + "`message`" + ` for its toasts only from a 200 answer; on any other
status it shows "Request failed with status code 409". With ` + "`REST_COMPAT=quickshow`" + ` a refusal
the user should read — bad input (400), forbidden (403), not found (404), conflict (409) and rate
limited (429) — answers ` + "`200`" + ` with the very body it has by default: ` + "`success: false`" + `, the
` + "`message`" + `, the ` + "`code`" + ` and the taken ` + "`seats`" + ` or ` + "`retryAfter`" + ` (the ` + "`Retry-After`" + ` header
is still sent). A missing or invalid token stays ` + "`401`" + `, so a client signs in again, and faults of
the request or the server keep their status: 405, 413 and 500. Without the variable every failure
has its HTTP status, as above. The same requests, against a server with it set:
`

// normaliser makes responses stable across runs and databases.
type normaliser struct {
	base  string
	names map[string]string
	next  int
}

var (
	uuidRE  = regexp.MustCompile(`[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}`)
	clockRE = regexp.MustCompile(`"(holdExpiresAt|createdAt)":"[^"]*"`)
)

func newNormaliser(base string, names map[string]string) *normaliser {
	return &normaliser{base: base, names: names}
}

func (n *normaliser) text(s string) string {
	s = strings.ReplaceAll(s, n.base, "http://localhost:8080")
	return uuidRE.ReplaceAllStringFunc(s, func(id string) string {
		if name, ok := n.names[id]; ok {
			return name
		}
		n.next++
		n.names[id] = fmt.Sprintf("<id-%d>", n.next)
		return n.names[id]
	})
}

func (n *normaliser) json(raw []byte, cut bool) string {
	var compact bytes.Buffer
	if err := json.Compact(&compact, raw); err != nil {
		return string(raw)
	}
	s := clockRE.ReplaceAllString(compact.String(), `"$1":"<timestamp>"`)
	return pretty(json.RawMessage(n.text(s)), "", cut)
}

// pretty indents JSON keeping the key order of the response; small flat
// objects stay on one line, and with cut long lists are shortened.
func pretty(raw json.RawMessage, indent string, cut bool) string {
	raw = bytes.TrimSpace(raw)
	inner := indent + "  "
	switch raw[0] {
	case '{':
		dec := json.NewDecoder(bytes.NewReader(raw))
		_, _ = dec.Token()
		var parts []string
		flat := true
		for dec.More() {
			k, _ := dec.Token()
			var v json.RawMessage
			_ = dec.Decode(&v)
			key, _ := json.Marshal(k)
			flat = flat && !strings.ContainsAny(string(bytes.TrimSpace(v)[:1]), "{[")
			parts = append(parts, string(key)+": "+pretty(v, inner, cut))
		}
		if len(parts) == 0 {
			return "{}"
		}
		if line := "{" + strings.Join(parts, ", ") + "}"; indent != "" && flat && len(parts) <= 3 && len(indent)+len(line) <= 72 {
			return line
		}
		return "{\n" + inner + strings.Join(parts, ",\n"+inner) + "\n" + indent + "}"
	case '[':
		var items []json.RawMessage
		_ = json.Unmarshal(raw, &items)
		if len(items) == 0 {
			return "[]"
		}
		more := 0
		if cut && len(items) > 3 {
			more, items = len(items)-2, items[:2]
		}
		parts := make([]string, len(items))
		scalars := true
		for i, it := range items {
			parts[i] = pretty(it, inner, cut)
			scalars = scalars && !strings.ContainsAny(string(bytes.TrimSpace(it)[:1]), "{[")
		}
		if more > 0 {
			parts = append(parts, fmt.Sprintf(`"… %d more"`, more))
		}
		if scalars {
			return "[" + strings.Join(parts, ", ") + "]"
		}
		for i := range parts {
			parts[i] = inner + parts[i]
		}
		return "[\n" + strings.Join(parts, ",\n") + "\n" + indent + "]"
	default:
		var out bytes.Buffer
		_ = json.Compact(&out, raw)
		return out.String()
	}
}

// topKeys lists a response's top-level keys in order.
func topKeys(raw []byte) []string {
	dec := json.NewDecoder(bytes.NewReader(raw))
	_, _ = dec.Token()
	var keys []string
	for dec.More() {
		k, _ := dec.Token()
		keys = append(keys, k.(string))
		var skip json.RawMessage
		_ = dec.Decode(&skip)
	}
	return keys
}

// anchor is GitHub's heading anchor.
func anchor(heading string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(heading) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9', r == '-', r == '_':
			b.WriteRune(r)
		case r == ' ':
			b.WriteRune('-')
		}
	}
	return b.String()
}

func firstDiff(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := 0; i < len(al) || i < len(bl); i++ {
		var x, y string
		if i < len(al) {
			x = al[i]
		}
		if i < len(bl) {
			y = bl[i]
		}
		if x != y {
			return fmt.Sprintf("first difference at line %d:\n  file: %q\n  API:  %q", i+1, x, y)
		}
	}
	return "no difference"
}
