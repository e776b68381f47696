package httpserver

import (
	"bytes"
	"encoding/json"
	"io"
	"mime"
	"net/http"
	"strings"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/errcode"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"
)

// post is gqlgen's POST transport (transport.POST, whose Supports it
// keeps) but for how it writes its answers. gqlgen marshals the whole
// response with encoding/json, which validates and copies the data it has
// just encoded; here an answer of data alone is written around the data as
// it is, with the same escaping of <, > and & that encoding/json applies.
// A request that never ran (unreadable body, parse, validation, variable
// coercion, limits) is answered without a data entry, as the GraphQL spec
// says of errors raised before execution; gqlgen writes "data": null,
// which GraphQL over HTTP's audit flags. Any other answer is marshalled as
// before.
type post struct{ transport.POST }

var _ graphql.Transport = post{}

func (post) Do(w http.ResponseWriter, r *http.Request, exec graphql.GraphExecutor) {
	ctx := r.Context()
	contentType := responseContentType(r)
	w.Header().Set("Content-Type", contentType)
	start := graphql.Now()
	body, err := io.ReadAll(r.Body)
	if err != nil {
		writeRequestError(w, exec.DispatchError(ctx, gqlerror.List{gqlerror.Errorf("could not read request body: %+v", err)}))
		return
	}
	params := &graphql.RawParams{}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	if err := dec.Decode(params); err != nil {
		w.WriteHeader(http.StatusBadRequest)
		writeRequestError(w, exec.DispatchError(ctx, gqlerror.List{gqlerror.Errorf("json request body could not be decoded: %+v body:%s", err, string(body))}))
		return
	}
	params.Headers = r.Header
	params.ReadTime = graphql.TraceTiming{Start: start, End: graphql.Now()}
	rc, opErr := exec.CreateOperationContext(ctx, params)
	if opErr == nil && rc.Operation.Operation == ast.Subscription {
		opErr = gqlerror.List{errSubscriptionOverPost()}
	}
	if opErr != nil {
		w.WriteHeader(statusFor(opErr, contentType))
		writeRequestError(w, exec.DispatchError(graphql.WithOperationContext(ctx, rc), opErr))
		return
	}
	responses, ctx := exec.DispatchOperation(ctx, rc)
	writeResponse(w, responses(ctx))
}

const graphqlResponseJSON = "application/graphql-response+json"

// CodeStreamRequired refuses a subscription sent as a plain JSON POST.
// gqlgen's POST transport would run it and answer its first event alone,
// with no error: a result that looks live and never changes.
const CodeStreamRequired = "STREAMING_TRANSPORT_REQUIRED"

func init() { errcode.RegisterErrorType(CodeStreamRequired, errcode.KindProtocol) }

func errSubscriptionOverPost() *gqlerror.Error {
	return &gqlerror.Error{
		Message: "A subscription streams, and a plain JSON POST carries one answer: subscribe over the websocket on /graphql " +
			"(graphql-transport-ws), or POST it with Accept: text/event-stream to receive Server-Sent Events.",
		Extensions: map[string]any{"code": CodeStreamRequired},
	}
}

// responseContentType is what transport.POST answers with when it has no
// explicit headers: application/json unless the client asks for the
// GraphQL response type first.
func responseContentType(r *http.Request) string {
	accept := r.Header.Get("Accept")
	if accept == "" {
		return "application/json"
	}
	for part := range strings.SplitSeq(accept, ",") {
		mediaType, _, err := mime.ParseMediaType(strings.TrimSpace(part))
		if err != nil {
			continue
		}
		switch mediaType {
		case "*/*", "application/*", "application/json":
			return "application/json"
		case graphqlResponseJSON:
			return graphqlResponseJSON
		}
	}
	return graphqlResponseJSON
}

// statusFor is transport.POST's status for a request refused before it
// ran: 422 (or 400 for the GraphQL response type) for a protocol error.
func statusFor(errs gqlerror.List, contentType string) int {
	if errcode.GetErrorKind(errs) != errcode.KindProtocol {
		return http.StatusOK
	}
	if contentType == graphqlResponseJSON {
		return http.StatusBadRequest
	}
	return http.StatusUnprocessableEntity
}

// writeRequestError writes the errors (and extensions) of a request that
// was refused before execution, with no data entry.
func writeRequestError(w io.Writer, resp *graphql.Response) {
	b, err := json.Marshal(struct {
		Errors     gqlerror.List  `json:"errors,omitempty"`
		Extensions map[string]any `json:"extensions,omitempty"`
	}{resp.Errors, resp.Extensions})
	if err != nil {
		panic(err) // errors and extensions gqlgen built do not encode
	}
	_, _ = w.Write(b)
}

// writeResponse writes resp as encoding/json would.
func writeResponse(w io.Writer, resp *graphql.Response) {
	if len(resp.Errors) > 0 || resp.Label != "" || resp.Path != nil || resp.HasNext != nil || len(resp.Extensions) > 0 || len(resp.Data) == 0 {
		b, err := json.Marshal(resp)
		if err != nil {
			panic(err) // as gqlgen does: the data it built does not encode
		}
		_, _ = w.Write(b)
		return
	}
	var b bytes.Buffer
	b.Grow(len(resp.Data) + 10)
	b.WriteString(`{"data":`)
	json.HTMLEscape(&b, resp.Data)
	b.WriteByte('}')
	_, _ = w.Write(b.Bytes())
}
