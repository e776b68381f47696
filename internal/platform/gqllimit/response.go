package gqllimit

import (
	"context"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/gqlerror"
)

// ResponseSize refuses to send a response whose encoded data is larger
// than Max bytes: the caller gets one RESPONSE_TOO_LARGE error and no
// data, never a partial or truncated body. gqlgen encodes an operation's
// data whole before any of it is written, so the check sees the exact
// size and replaces the answer before the transport writes a byte. It
// bounds what one operation sends (a websocket message included); what it
// may cost the server to build is bounded beforehand by the cost model
// (CostLimit), whose list weights this check backs up where a list holds
// more, or longer strings, than its weight expects.
type ResponseSize struct {
	// Max is the most bytes of encoded data; 0 takes
	// DefaultMaxResponseBytes.
	Max int
}

var _ interface {
	graphql.HandlerExtension
	graphql.ResponseInterceptor
} = ResponseSize{}

func (ResponseSize) ExtensionName() string                          { return "ResponseSizeLimit" }
func (ResponseSize) Validate(schema graphql.ExecutableSchema) error { return nil }

// InterceptResponse swaps an oversized answer for the refusal.
func (s ResponseSize) InterceptResponse(ctx context.Context, next graphql.ResponseHandler) *graphql.Response {
	resp := next(ctx)
	limit := s.Max
	if limit <= 0 {
		limit = DefaultMaxResponseBytes
	}
	if resp == nil || len(resp.Data) <= limit {
		return resp
	}
	err := limitError(CodeResponseTooLarge,
		"the response would be %d bytes, over the limit of %d: ask for fewer fields, fewer aliases or a smaller page",
		len(resp.Data), limit)
	return &graphql.Response{Errors: gqlerror.List{err}, Label: resp.Label, Path: resp.Path, HasNext: resp.HasNext}
}
