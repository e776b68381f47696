package app_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"marquee/db/dbtest"
	"marquee/internal/testsupport/gqltest"
	"marquee/internal/testsupport/livetest"
)

func typenames(n int) string { return "{" + strings.Repeat(" __typename", n) + " }" }

// TestFieldLimitRefusesBeforeValidation: an operation selecting more than
// GRAPHQL_MAX_FIELDS is refused with FIELD_LIMIT_EXCEEDED however it
// multiplies its selections, on every transport, and before gqlparser
// validates it: a document that is both too big and invalid gets the field
// limit's code, where one just under the limit gets the validation error.
func TestFieldLimitRefusesBeforeValidation(t *testing.T) {
	var aliased strings.Builder
	aliased.WriteString("{")
	for i := range 600 { // 3 tokens each: what fits the parser's limit
		fmt.Fprintf(&aliased, " t%d: __typename", i)
	}
	aliased.WriteString(" }")
	// 199 written once, spread ten times.
	fragments := "{" + strings.Repeat(" ...F", 10) + " } fragment F on Query {" + strings.Repeat(" __typename", 199) + " }"
	get := func(q string) func(t *testing.T, base string) reply {
		return func(t *testing.T, base string) reply {
			return do(t, http.MethodGet, base+"/graphql?query="+url.QueryEscape(q), "", nil, nil)
		}
	}
	post := func(q string) func(t *testing.T, base string) reply {
		return func(t *testing.T, base string) reply { return gql(t, base, "", q, nil, nil) }
	}

	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			queries := &queryCounter{}
			s := start(t, dialect, nil, queries)
			cases := []struct {
				name   string
				send   func(t *testing.T, base string) reply
				status int
				code   string
			}{
				{"1,990 __typename", post(typenames(1990)), 422, "FIELD_LIMIT_EXCEEDED"},
				{"600 aliased", post(aliased.String()), 422, "FIELD_LIMIT_EXCEEDED"},
				{"1,990 through fragments", post(fragments), 422, "FIELD_LIMIT_EXCEEDED"},
				{"1,990 by GET", get(typenames(1990)), 422, "FIELD_LIMIT_EXCEEDED"},
				{"too many and invalid", post("{ nope" + typenames(1990)[1:]), 422, "FIELD_LIMIT_EXCEEDED"},
				{"just under the limit", post(typenames(500)), 200, ""},
				{"just under and invalid: validation runs", post("{ nope" + typenames(499)[1:]), 422, "GRAPHQL_VALIDATION_FAILED"},
				{"GET query string over 64 KiB", get("{ movies { id } }" + strings.Repeat(" ", 70<<10)), 413, "PAYLOAD_TOO_LARGE"},
			}
			for _, tc := range cases {
				t.Run(tc.name, func(t *testing.T) {
					before := queries.n.Load()
					r := tc.send(t, s.URL)
					if r.Status != tc.status || r.code() != tc.code {
						t.Fatalf("got %d %q, want %d %q: %.300s", r.Status, r.code(), tc.status, tc.code, r.Raw)
					}
					if tc.code == "FIELD_LIMIT_EXCEEDED" && len(r.gqlErrors()) != 1 {
						t.Fatalf("want only the field limit's error: %.500s", r.Raw)
					}
					if n := queries.n.Load() - before; n != 0 {
						t.Fatalf("%d database queries ran", n)
					}
				})
			}

			t.Run("websocket subscribe", func(t *testing.T) {
				c, _, err := livetest.Dial(t.Context(), s.URL, livetest.DialOptions{Origin: s.URL})
				if err != nil {
					t.Fatal(err)
				}
				defer c.Close()
				if err := c.Init(nil); err != nil {
					t.Fatal(err)
				}
				q := `subscription { seatsChanged(showId: "00000000-0000-0000-0000-000000000000") {` + strings.Repeat(" __typename", 1900) + " } }" // what fits the token limit
				if err := c.Subscribe("big", q, nil); err != nil {
					t.Fatal(err)
				}
				m, err := c.Read()
				if err != nil {
					t.Fatal(err)
				}
				var errs []struct {
					Extensions map[string]any `json:"extensions"`
				}
				_ = json.Unmarshal(m.Payload, &errs)
				if m.Type != "error" || m.ID != "big" || len(errs) != 1 || errs[0].Extensions["code"] != "FIELD_LIMIT_EXCEEDED" {
					t.Fatalf("got %s %s %.300s, want an error with FIELD_LIMIT_EXCEEDED", m.Type, m.ID, m.Payload)
				}
				// The socket stays usable.
				if err := c.Subscribe("ok", `{ __typename }`, nil); err != nil {
					t.Fatal(err)
				}
				if r, err := c.Next("ok"); err != nil || len(r.Errors) > 0 {
					t.Fatalf("after the refusal: %+v %v", r, err)
				}
			})
		})
	}
}

// TestErrorsEchoAtMost200Characters: however long the input, an error
// message repeats at most 200 characters of it (plus an ellipsis).
func TestErrorsEchoAtMost200Characters(t *testing.T) {
	const maxMessage = 300                // 200 of input and the sentence around them
	long := strings.Repeat("9x", 30<<10)  // 60 KiB: under the 64 KiB body limit
	huge := strings.Repeat("9x", 250<<10) // 500 KiB: for paths, which have no body limit
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := start(t, dialect, nil)
			for name, send := range map[string]func() reply{
				"movie id variable": func() reply {
					return gql(t, s.URL, "", `query($id: ID!) { movie(id: $id) { id } }`, map[string]any{"id": long}, nil)
				},
				"movie id literal": func() reply { return gql(t, s.URL, "", `{ movie(id: "`+long+`") { id } }`, nil, nil) },
				"unknown field":    func() reply { return gql(t, s.URL, "", `{ x`+long+` }`, nil, nil) },
				"parse error":      func() reply { return gql(t, s.URL, "", `{ movie(id: 1 "`+long+`") { id } }`, nil, nil) },
				"seat":             func() reply { return bookGQL(t, s.URL, token(t, s.URL, "ed"), addShow(t, s.DB), long, nil) },
				"REST movie id":    func() reply { return do(t, http.MethodGet, s.URL+"/api/show/"+huge, "", nil, nil) },
			} {
				t.Run(name, func(t *testing.T) {
					r := send()
					var msgs []string
					for _, e := range r.gqlErrors() {
						m, _ := e["message"].(string)
						msgs = append(msgs, m)
						if p, _ := json.Marshal(e["path"]); len(p) > maxMessage {
							t.Errorf("path of %d bytes", len(p))
						}
					}
					if m, ok := r.Body["message"].(string); ok {
						msgs = append(msgs, m)
					}
					if len(msgs) == 0 {
						t.Fatalf("no error message: %d %.300s", r.Status, r.Raw)
					}
					for _, m := range msgs {
						if n := len([]rune(m)); n > maxMessage || strings.Contains(m, strings.Repeat("9x", 101)) {
							t.Fatalf("message of %d characters: %.400s", n, m)
						}
					}
					if len(r.Raw) > 4<<10 {
						t.Fatalf("reply of %d bytes", len(r.Raw))
					}
				})
			}
		})
	}
}

// TestNoSuggestionsWithoutIntrospection: with introspection off no error
// names a member of the schema the caller did not write ("Did you mean"),
// whatever was mistyped; with it on, the suggestions stay.
func TestNoSuggestionsWithoutIntrospection(t *testing.T) {
	typos := gqltest.Typos()
	for _, introspection := range []string{"false", "true"} {
		t.Run("introspection "+introspection, func(t *testing.T) {
			s := start(t, "sqlite", map[string]string{"GRAPHQL_INTROSPECTION": introspection})
			for name, q := range typos {
				r := gql(t, s.URL, "", q, nil, nil)
				if r.code() != "GRAPHQL_VALIDATION_FAILED" {
					t.Fatalf("%s: %d %s, want a validation error", name, r.Status, r.Raw)
				}
				suggests := strings.Contains(strings.ToLower(r.Raw), "did you mean")
				if introspection == "false" && suggests {
					t.Errorf("%s: suggests with introspection off: %s", name, r.Raw)
				}
				if introspection == "true" && !suggests {
					t.Errorf("%s: no suggestion with introspection on, so this case proves nothing: %s", name, r.Raw)
				}
			}
		})
	}
}
