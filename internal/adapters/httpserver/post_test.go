package httpserver

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"marquee/internal/platform/gqllimit"
	"marquee/resolvers"
)

// TestPostAnswersAsGqlgenDoes: the POST transport writes the same status,
// content type and bytes as gqlgen's for answers with data, refused
// operations and undecodable bodies, whatever the client accepts.
func TestPostAnswersAsGqlgenDoes(t *testing.T) {
	ours := NewGraphQLWithLimits(&resolvers.Resolver{}, gqllimit.Limits{})
	theirs := newGraphQL(&resolvers.Resolver{}, gqllimit.Limits{}, transport.POST{})
	for _, body := range []string{`{"query":"{ __typename }"}`, `{"query":"{ nope }"}`, `{"query":`, `{"query":"{ __typename }","extensions":{"x":1}}`} {
		for _, accept := range []string{"", "application/json", "application/graphql-response+json", "text/html, */*", "text/html"} {
			do := func(h http.Handler) *httptest.ResponseRecorder {
				req := httptest.NewRequest(http.MethodPost, "/graphql", bytes.NewReader([]byte(body)))
				req.Header.Set("Content-Type", "application/json")
				if accept != "" {
					req.Header.Set("Accept", accept)
				}
				rec := httptest.NewRecorder()
				h.ServeHTTP(rec, req)
				return rec
			}
			got, want := do(ours), do(theirs)
			if got.Code != want.Code || got.Header().Get("Content-Type") != want.Header().Get("Content-Type") || got.Body.String() != want.Body.String() {
				t.Errorf("%s, Accept %q: got %d %s %s, want %d %s %s", body, accept,
					got.Code, got.Header().Get("Content-Type"), got.Body, want.Code, want.Header().Get("Content-Type"), want.Body)
			}
		}
	}
}

// TestWriteResponseEscapesAsEncodingJSON: data is written as
// encoding/json writes graphql.Response, HTML characters escaped.
func TestWriteResponseEscapesAsEncodingJSON(t *testing.T) {
	for _, resp := range []*graphql.Response{
		{Data: json.RawMessage(`{"title":"<b>Tom & Jerry</b>","n":[1,2]}`)},
		{Data: json.RawMessage(`null`)},
		{},
		{Errors: gqlerror.List{{Message: "a < b"}}, Data: json.RawMessage(`{"x":"&"}`)},
	} {
		var got bytes.Buffer
		writeResponse(&got, resp)
		want, _ := json.Marshal(resp)
		if got.String() != string(want) {
			t.Errorf("wrote %s, want %s", got.String(), want)
		}
	}
}
