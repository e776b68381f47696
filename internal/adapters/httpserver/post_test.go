package httpserver

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"marquee/internal/adapters/graphql/resolvers"
	"marquee/internal/platform/gqllimit"
)

// TestPostAnswersAsGqlgenDoes: the POST transport writes the same status,
// content type and bytes as gqlgen's for answers with data, refused
// operations and undecodable bodies, whatever the client accepts, except
// that a refused request has no "data": null (TestRequestErrorsHaveNoData).
func TestPostAnswersAsGqlgenDoes(t *testing.T) {
	ours := NewGraphQL(&resolvers.Resolver{}, gqllimit.Limits{})
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
			wantBody := want.Body.String()
			if body != `{"query":"{ __typename }"}` && !strings.Contains(body, "extensions") {
				wantBody = strings.Replace(wantBody, `,"data":null}`, "}", 1) // refused before it ran
			}
			if got.Code != want.Code || got.Header().Get("Content-Type") != want.Header().Get("Content-Type") || got.Body.String() != wantBody {
				t.Errorf("%s, Accept %q: got %d %s %s, want %d %s %s", body, accept,
					got.Code, got.Header().Get("Content-Type"), got.Body, want.Code, want.Header().Get("Content-Type"), wantBody)
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

// TestRequestErrorsHaveNoData: a request refused before execution —
// undecodable body, parse, validation, variable coercion — is answered
// with errors and no data entry (the GraphQL spec's "request error";
// "data": null would say execution ran and yielded nothing), whatever
// the client accepts. An answer that ran keeps its data.
func TestRequestErrorsHaveNoData(t *testing.T) {
	srv := NewGraphQL(&resolvers.Resolver{}, gqllimit.Limits{})
	for _, tc := range []struct{ name, body string }{
		{"undecodable body", `{"query":`},
		{"parse", `{"query":"{"}`},
		{"validation", `{"query":"{ nope }"}`},
		{"variable coercion", `{"query":"query Q($id: ID!) { __typename }","variables":{"id":null}}`},
	} {
		for _, accept := range []string{"application/graphql-response+json", "application/json"} {
			t.Run(tc.name+", "+accept, func(t *testing.T) {
				req := httptest.NewRequest(http.MethodPost, "/graphql", strings.NewReader(tc.body))
				req.Header.Set("Content-Type", "application/json")
				req.Header.Set("Accept", accept)
				rec := httptest.NewRecorder()
				srv.ServeHTTP(rec, req)
				var got map[string]json.RawMessage
				if err := json.Unmarshal(rec.Body.Bytes(), &got); err != nil {
					t.Fatalf("%d %s: %v", rec.Code, rec.Body, err)
				}
				if _, has := got["data"]; has || len(got["errors"]) < 3 || rec.Code < 400 {
					t.Fatalf("got %d %s, want a 4xx with errors and no data entry", rec.Code, rec.Body)
				}
			})
		}
	}
	req := httptest.NewRequest(http.MethodPost, "/graphql", strings.NewReader(`{"query":"{ __typename }"}`))
	req.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	srv.ServeHTTP(rec, req)
	if rec.Body.String() != `{"data":{"__typename":"Query"}}` {
		t.Fatalf("an answer that ran: %s", rec.Body)
	}
}
