package gqllimit

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/99designs/gqlgen/graphql"
)

// TestResponseSize: data up to the limit passes untouched; one byte more
// and the answer is replaced by one RESPONSE_TOO_LARGE error and no data.
func TestResponseSize(t *testing.T) {
	data := func(n int) json.RawMessage { return json.RawMessage(`"` + strings.Repeat("x", n-2) + `"`) }
	limit := ResponseSize{Max: 100}
	cases := []struct {
		name    string
		resp    *graphql.Response
		refused bool
	}{
		{"at the limit", &graphql.Response{Data: data(100)}, false},
		{"over the limit", &graphql.Response{Data: data(101)}, true},
		{"errors only", &graphql.Response{Errors: nil}, false},
		{"end of a stream", nil, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := limit.InterceptResponse(context.Background(), func(context.Context) *graphql.Response { return tc.resp })
			if !tc.refused {
				if got != tc.resp {
					t.Fatalf("answer changed: %+v", got)
				}
				return
			}
			if got == nil || got.Data != nil || len(got.Errors) != 1 || got.Errors[0].Extensions["code"] != CodeResponseTooLarge {
				t.Fatalf("got %+v, want one %s error and no data", got, CodeResponseTooLarge)
			}
			if !strings.Contains(got.Errors[0].Message, "101 bytes") || !strings.Contains(got.Errors[0].Message, "100") {
				t.Fatalf("message %q names neither the size nor the limit", got.Errors[0].Message)
			}
		})
	}
	if (ResponseSize{}).InterceptResponse(context.Background(), func(context.Context) *graphql.Response {
		return &graphql.Response{Data: data(DefaultMaxResponseBytes + 1)}
	}).Data != nil {
		t.Fatal("a zero Max does not take the default")
	}
}
