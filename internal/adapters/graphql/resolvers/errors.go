package resolvers

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"runtime/debug"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"marquee/internal/platform/apperr"
)

// PresentError maps domain errors to extensions.code. Anything that is not
// a domain error is logged with its path and replaced by a generic
// message, so internals never reach a client. Every message and path is
// clipped, since parser, validator and scalar errors quote what the
// caller sent.
func PresentError(ctx context.Context, err error) *gqlerror.Error {
	gerr := present(ctx, err)
	gerr.Message = apperr.ClipMessage(gerr.Message)
	for i, p := range gerr.Path {
		if name, ok := p.(ast.PathName); ok && len(name) > apperr.MaxEcho {
			// A copy: the path may be shared with the field context.
			gerr.Path = append(ast.Path(nil), gerr.Path...)
			gerr.Path[i] = ast.PathName(apperr.Clip(string(name)))
		}
	}
	return gerr
}

func present(ctx context.Context, err error) *gqlerror.Error {
	gerr := graphql.DefaultErrorPresenter(ctx, err)
	var domain *apperr.Error
	if errors.As(err, &domain) {
		gerr.Message = domain.Message
		if gerr.Extensions == nil {
			gerr.Extensions = map[string]any{}
		}
		gerr.Extensions["code"] = string(domain.Kind)
		for k, v := range domain.Details {
			gerr.Extensions[k] = v
		}
		return gerr
	}
	// Errors gqlgen raised itself (validation, argument coercion) already
	// carry a code or are about the request, not our internals.
	var gqlErr *gqlerror.Error
	if errors.As(err, &gqlErr) && gqlErr.Err == nil {
		return gerr
	}
	slog.ErrorContext(ctx, "graphql resolver failed", "path", gerr.Path.String(), "err", err)
	gerr.Message = "Internal server error"
	gerr.Extensions = map[string]any{"code": string(apperr.Internal)}
	return gerr
}

// Recover turns a resolver panic into an internal error instead of
// killing the connection, logging the stack for whoever is on call.
func Recover(ctx context.Context, p any) error {
	slog.ErrorContext(ctx, "graphql resolver panicked", "panic", fmt.Sprint(p), "stack", string(debug.Stack()))
	return errors.New("internal panic")
}
