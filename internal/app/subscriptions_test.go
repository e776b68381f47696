package app_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"marquee/internal/testsupport/liveapp"
	"marquee/internal/testsupport/livetest"
)

// TestTwoRootFieldsAreAValidationError: a subscription with two root
// fields (two response keys of seatsChanged; the schema has one field) is
// refused by validation, GRAPHQL_VALIDATION_FAILED naming the spec's rule,
// over the websocket and over HTTP alike, and never reaches the executor
// (which answered it with an internal error).
func TestTwoRootFieldsAreAValidationError(t *testing.T) {
	s := start(t, "sqlite", nil)
	show := addShow(t, s.DB)
	q := fmt.Sprintf(`subscription Both { a: seatsChanged(showId: %q) { version } b: seatsChanged(showId: %q) { version } }`, show, show)
	const want = `Subscription "Both" must select only one top level field.`

	t.Run("websocket", func(t *testing.T) {
		c := liveapp.Dial(t, s.URL, livetest.DialOptions{})
		if err := c.Init(nil); err != nil {
			t.Fatal(err)
		}
		if err := c.Subscribe("two", q, nil); err != nil {
			t.Fatal(err)
		}
		m, err := c.Read()
		if err != nil {
			t.Fatal(err)
		}
		var errs []struct {
			Message    string         `json:"message"`
			Extensions map[string]any `json:"extensions"`
		}
		_ = json.Unmarshal(m.Payload, &errs)
		if m.Type != "error" || m.ID != "two" || len(errs) != 1 || errs[0].Message != want || errs[0].Extensions["code"] != "GRAPHQL_VALIDATION_FAILED" {
			t.Fatalf("got %s %s, want an error message for \"two\": %s, GRAPHQL_VALIDATION_FAILED", m.Type, m.Payload, want)
		}
	})
	t.Run("http", func(t *testing.T) {
		r := gql(t, s.URL, "", q, nil, nil)
		errs := r.gqlErrors()
		if r.Status != http.StatusUnprocessableEntity || len(errs) != 1 || r.code() != "GRAPHQL_VALIDATION_FAILED" || errs[0]["message"] != want {
			t.Fatalf("got %d %s, want 422 GRAPHQL_VALIDATION_FAILED: %s", r.Status, r.Raw, want)
		}
	})
}

// TestSubscriptionOverPlainPostIsRefused: a subscription POSTed as plain
// JSON (what GraphiQL sent when its editor's parse lagged a paste) gets a
// request error naming the transports that stream, not one snapshot that
// looks live; no data, and the database is not asked for the seat map.
func TestSubscriptionOverPlainPostIsRefused(t *testing.T) {
	queries := &queryCounter{}
	s := start(t, "sqlite", nil, queries)
	show := addShow(t, s.DB)
	sub := fmt.Sprintf(`subscription { seatsChanged(showId: %q) { version } }`, show)
	for _, tc := range []struct {
		accept string
		status int
	}{
		{"", http.StatusUnprocessableEntity},
		{"application/json", http.StatusUnprocessableEntity},
		{"application/graphql-response+json", http.StatusBadRequest},
	} {
		t.Run("Accept "+tc.accept, func(t *testing.T) {
			before := queries.n.Load()
			r := gql(t, s.URL, "", sub, nil, map[string]string{"Accept": tc.accept})
			if r.Status != tc.status || r.code() != "STREAMING_TRANSPORT_REQUIRED" {
				t.Fatalf("got %d %s, want %d STREAMING_TRANSPORT_REQUIRED", r.Status, r.Raw, tc.status)
			}
			msg, _ := r.gqlErrors()[0]["message"].(string)
			for _, hint := range []string{"websocket", "graphql-transport-ws", "Accept: text/event-stream"} {
				if !strings.Contains(msg, hint) {
					t.Fatalf("message %q does not mention %q", msg, hint)
				}
			}
			if _, has := r.Body["data"]; has {
				t.Fatalf("a refused request carries data: %s", r.Raw)
			}
			if n := queries.n.Load() - before; n != 0 {
				t.Fatalf("%d database queries for a refused subscription", n)
			}
		})
	}
	// Queries and mutations still answer over POST.
	if r := gql(t, s.URL, "", `{ shows { id } }`, nil, nil); r.Status != http.StatusOK || len(r.gqlErrors()) > 0 {
		t.Fatalf("query: %d %s", r.Status, r.Raw)
	}
}
