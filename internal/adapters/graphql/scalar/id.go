package scalar

import (
	"fmt"
	"io"
	"strconv"

	"github.com/99designs/gqlgen/graphql"

	"marquee/internal/platform/apperr"
)

// MarshalInt64ID writes an int64 as a GraphQL ID (a JSON string).
func MarshalInt64ID(i int64) graphql.Marshaler {
	return graphql.WriterFunc(func(w io.Writer) {
		_, _ = io.WriteString(w, strconv.Quote(strconv.FormatInt(i, 10)))
	})
}

// UnmarshalInt64ID reads an ID sent as a string or a number.
func UnmarshalInt64ID(v any) (int64, error) {
	switch v := v.(type) {
	case string:
		id, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			// strconv's error quotes the whole input.
			return 0, fmt.Errorf("%s is not an int64 id", apperr.QuoteInput(v))
		}
		return id, nil
	case int:
		return int64(v), nil
	case int64:
		return v, nil
	default:
		return 0, fmt.Errorf("%T is not an int64 id", v)
	}
}
