package app_test

import (
	"encoding/json"
	"fmt"
	"net/http"
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
