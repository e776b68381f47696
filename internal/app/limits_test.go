package app_test

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"marquee/db/dbtest"
	"marquee/internal/testsupport/clerktest"
)

// TestGraphQLLimitsRefuseBeforeTheDatabase: every limit refuses its
// operation with a clear code, and the database sees not one query for it
// (a bun hook counts them; the control query shows the hook counts).
func TestGraphQLLimitsRefuseBeforeTheDatabase(t *testing.T) {
	var bomb strings.Builder
	bomb.WriteString("query { movies { ...F0 } }\n")
	// 2^27 fields: refused at once, where walking them would take
	// minutes (gqlgen's own complexity walk does not memoise fragments).
	for i := range 27 {
		fmt.Fprintf(&bomb, "fragment F%d on Movie { ...F%d ...F%d }\n", i, i+1, i+1)
	}
	bomb.WriteString("fragment F27 on Movie { id }\n")
	var aliases, tokens strings.Builder
	aliases.WriteString("{")
	for i := range 31 {
		fmt.Fprintf(&aliases, " m%d: movies { id }", i)
	}
	aliases.WriteString(" }")
	tokens.WriteString("{ movies { ")
	for range 2100 {
		tokens.WriteString("id ")
	}
	tokens.WriteString("} }")
	post := func(body string) func(t *testing.T, base string) reply {
		return func(t *testing.T, base string) reply {
			return do(t, http.MethodPost, base+"/graphql", "", []byte(body), nil)
		}
	}
	query := func(q string) func(t *testing.T, base string) reply {
		return func(t *testing.T, base string) reply { return gql(t, base, "", q, nil, nil) }
	}

	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			queries := &queryCounter{}
			s := start(t, dialect, map[string]string{"GRAPHQL_MAX_DEPTH": "4", "GRAPHQL_MAX_COMPLEXITY": "2000"}, queries)
			addShow(t, s.DB)

			before := queries.n.Load()
			if r := query(`{ shows { id movie { title } } }`)(t, s.URL); r.Status != 200 || len(r.gqlErrors()) > 0 {
				t.Fatalf("control query: %d %s", r.Status, r.Raw)
			}
			if queries.n.Load() == before {
				t.Fatal("the query hook saw no query for the control operation")
			}

			cases := []struct {
				name   string
				send   func(t *testing.T, base string) reply
				status int
				code   string
			}{
				{"depth", query(`{ show(id: "00000000-0000-0000-0000-000000000000") { movie { showTimes { times { showId } } } } }`), 422, "DEPTH_LIMIT_EXCEEDED"},
				{"aliases", query(aliases.String()), 422, "ALIAS_LIMIT_EXCEEDED"},
				// 1 + 100 × (1 + (1 + 20 × 1)) = 2301 > 2000
				{"complexity", query(`{ shows { movie { casts { name } } } }`), 422, "COMPLEXITY_LIMIT_EXCEEDED"},
				// Counted (memoised) before validation, by the field limit.
				{"fragment bomb", query(bomb.String()), 422, "FIELD_LIMIT_EXCEEDED"},
				{"parser tokens", query(tokens.String()), 422, "GRAPHQL_PARSE_FAILED"},
				{"batch", post(`[{"query":"{ shows { id } }"},{"query":"{ movies { id } }"}]`), 400, "BATCHING_NOT_SUPPORTED"},
				{"body size", post(`{"query":"{ shows { id } }","variables":{"pad":"` + strings.Repeat("x", 70<<10) + `"}}`), 413, "PAYLOAD_TOO_LARGE"},
			}
			for _, tc := range cases {
				t.Run(tc.name, func(t *testing.T) {
					before := queries.n.Load()
					started := time.Now()
					r := tc.send(t, s.URL)
					if r.Status != tc.status || r.code() != tc.code {
						t.Fatalf("got %d %q, want %d %s: %.300s", r.Status, r.code(), tc.status, tc.code, r.Raw)
					}
					if msg, _ := r.gqlErrors()[0]["message"].(string); msg == "" {
						t.Fatalf("no message: %s", r.Raw)
					}
					if n := queries.n.Load() - before; n != 0 {
						t.Fatalf("%d database queries ran for a refused operation", n)
					}
					if took := time.Since(started); took > 5*time.Second {
						t.Fatalf("refusing took %v", took)
					}
				})
			}
		})
	}
}

// TestProductionHidesTheSchema: in production introspection, "did you
// mean" suggestions and GraphiQL are off unless explicitly enabled.
func TestProductionHidesTheSchema(t *testing.T) {
	const intro = `{ __schema { queryType { name } } }`
	const typo = `{ moviez { id } }`
	prod := prodEnv(clerktest.Start(t), nil)
	// Whether GraphiQL is served can only be read off a built page; without
	// the client build (a bare `go test`; `make test` builds it first, and
	// CI=true insists) the playground half of each case is left out.
	built := playgroundBuilt(t)
	playground := func(base string) bool {
		if !built {
			return false
		}
		resp, err := http.Get(base + "/playground")
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		buf := make([]byte, 64<<10)
		n, _ := resp.Body.Read(buf)
		return resp.StatusCode == 200 && strings.Contains(string(buf[:n]), "GraphiQL")
	}
	suggests := func(base string) bool {
		r := gql(t, base, "", typo, nil, nil)
		return strings.Contains(strings.ToLower(r.Raw), "did you mean")
	}

	t.Run("development", func(t *testing.T) {
		s := start(t, "sqlite", nil)
		if r := gql(t, s.URL, "", intro, nil, nil); len(r.gqlErrors()) > 0 {
			t.Fatalf("introspection refused in development: %s", r.Raw)
		}
		if !suggests(s.URL) || (built && !playground(s.URL)) {
			t.Fatal("development lacks suggestions or the playground")
		}
	})
	t.Run("production", func(t *testing.T) {
		queries := &queryCounter{}
		s := start(t, "sqlite", prod, queries)
		before := queries.n.Load()
		r := gql(t, s.URL, "", intro, nil, nil)
		if r.code() != "INTROSPECTION_DISABLED" || r.Status != 422 || strings.Contains(r.Raw, "Query") {
			t.Fatalf("introspection in production: %d %s", r.Status, r.Raw)
		}
		if r := gql(t, s.URL, "", `{ ...Q } fragment Q on Query { __type(name: "Booking") { fields { name } } }`, nil, nil); r.code() != "INTROSPECTION_DISABLED" {
			t.Fatalf("__type through a fragment in production: %s", r.Raw)
		}
		if queries.n.Load() != before {
			t.Fatal("refused introspection reached the database")
		}
		if suggests(s.URL) {
			t.Fatal("production suggests field names")
		}
		if playground(s.URL) {
			t.Fatal("production serves GraphiQL")
		}
		if r := gql(t, s.URL, "", `{ __typename }`, nil, nil); len(r.gqlErrors()) > 0 {
			t.Fatalf("__typename (which clients add) refused: %s", r.Raw)
		}
	})
	t.Run("production, explicitly enabled", func(t *testing.T) {
		env := map[string]string{"GRAPHQL_INTROSPECTION": "true", "GRAPHQL_PLAYGROUND": "true"}
		for k, v := range prod {
			env[k] = v
		}
		s := start(t, "sqlite", env)
		if r := gql(t, s.URL, "", intro, nil, nil); len(r.gqlErrors()) > 0 {
			t.Fatalf("introspection enabled but refused: %s", r.Raw)
		}
		if !suggests(s.URL) || (built && !playground(s.URL)) {
			t.Fatal("explicitly enabled suggestions or playground missing")
		}
	})
}

func wantLimited(t *testing.T, r reply, status int) {
	t.Helper()
	if r.Status != status || r.code() != "RATE_LIMITED" {
		t.Fatalf("got %d %q, want %d RATE_LIMITED: %s", r.Status, r.code(), status, r.Raw)
	}
	h, err := strconv.Atoi(r.Header.Get("Retry-After"))
	if err != nil || h < 1 || h > 60 {
		t.Fatalf("Retry-After = %q", r.Header.Get("Retry-After"))
	}
	if ra := r.retryAfter(); int(ra) != h {
		t.Fatalf("retryAfter %v in the body, %d in the header", ra, h)
	}
}

func wantBooked(t *testing.T, r reply) {
	t.Helper()
	if r.Status != 200 || len(r.gqlErrors()) > 0 || (r.Body["success"] != nil && r.Body["success"] != true) {
		t.Fatalf("booking refused: %d %s", r.Status, r.Raw)
	}
}

// TestBookingRateLimits: GraphQL and REST spend one allowance per user
// and one per client address; the address comes from the connection, and
// X-Forwarded-For counts only from a trusted proxy.
func TestBookingRateLimits(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := start(t, dialect, map[string]string{
				"RATE_LIMIT_BOOKINGS_PER_MINUTE_USER": "3", "RATE_LIMIT_BOOKINGS_PER_MINUTE_IP": "5",
			})
			show := addShow(t, s.DB)
			asha, ben, chen := token(t, s.URL, "asha"), token(t, s.URL, "ben"), token(t, s.URL, "chen")

			wantBooked(t, bookGQL(t, s.URL, asha, show, "A1", nil))
			wantBooked(t, bookREST(t, s.URL, asha, show, "A2", nil))
			wantBooked(t, bookGQL(t, s.URL, asha, show, "A3", nil))
			// Asha's three are spent, whichever door she knocks on.
			wantLimited(t, bookREST(t, s.URL, asha, show, "A4", nil), http.StatusTooManyRequests)
			wantLimited(t, bookGQL(t, s.URL, asha, show, "A4", nil), http.StatusOK)

			// Asha's refused attempts did not count for the address: 3 so far.
			wantBooked(t, bookGQL(t, s.URL, ben, show, "B1", nil))
			wantBooked(t, bookREST(t, s.URL, ben, show, "B2", nil))
			// Five from this address: Chen is refused on either door, and
			// a forged X-Forwarded-For does not make him someone else.
			wantLimited(t, bookGQL(t, s.URL, chen, show, "C1", nil), http.StatusOK)
			wantLimited(t, bookREST(t, s.URL, chen, show, "C1", map[string]string{"X-Forwarded-For": "203.0.113.77"}), http.StatusTooManyRequests)
			if n, _ := s.DB.NewSelect().Table("bookings").Count(t.Context()); n != 5 {
				t.Fatalf("%d bookings, want 5", n)
			}
		})
	}
}

// TestTrustedProxyAddresses: behind a trusted proxy each forwarded client
// has its own allowance.
func TestTrustedProxyAddresses(t *testing.T) {
	s := start(t, "sqlite", map[string]string{
		"RATE_LIMIT_BOOKINGS_PER_MINUTE_IP": "2", "TRUSTED_PROXIES": "127.0.0.1/32, ::1",
	})
	show := addShow(t, s.DB)
	tok := token(t, s.URL, "dara")
	from := func(ip string) map[string]string { return map[string]string{"X-Forwarded-For": "198.51.100.1, " + ip} }
	wantBooked(t, bookGQL(t, s.URL, tok, show, "D1", from("203.0.113.1")))
	wantBooked(t, bookGQL(t, s.URL, tok, show, "D2", from("203.0.113.1")))
	wantLimited(t, bookGQL(t, s.URL, tok, show, "D3", from("203.0.113.1")), http.StatusOK)
	wantBooked(t, bookGQL(t, s.URL, tok, show, "D3", from("203.0.113.2")))
}

func TestSignInRateLimit(t *testing.T) {
	s := start(t, "sqlite", map[string]string{"RATE_LIMIT_SIGNINS_PER_MINUTE_IP": "3"})
	for i := range 3 {
		if r := signIn(t, s.URL, fmt.Sprint("u", i), nil); r.Status != http.StatusOK {
			t.Fatalf("sign-in %d: %d %s", i, r.Status, r.Raw)
		}
	}
	r := signIn(t, s.URL, "u3", map[string]string{"X-Forwarded-For": "203.0.113.9"})
	wantLimited(t, r, http.StatusTooManyRequests)
	if r.Body["success"] != false || r.Body["token"] != nil {
		t.Fatalf("refused sign-in body: %s", r.Raw)
	}
}
