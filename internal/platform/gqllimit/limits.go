package gqllimit

import (
	"github.com/99designs/gqlgen/graphql/errcode"
	"github.com/99designs/gqlgen/graphql/handler"
	"github.com/99designs/gqlgen/graphql/handler/extension"
	"github.com/99designs/gqlgen/graphql/handler/lru"
	"github.com/vektah/gqlparser/v2/ast"
)

// Error codes sent in extensions.code. They are protocol errors: HTTP 422,
// like gqlgen's validation failures.
const (
	CodeDepth         = "DEPTH_LIMIT_EXCEEDED"
	CodeAliases       = "ALIAS_LIMIT_EXCEEDED"
	CodeFields        = "FIELD_LIMIT_EXCEEDED"
	CodeComplexity    = "COMPLEXITY_LIMIT_EXCEEDED" // gqlgen's own code
	CodeIntrospection = "INTROSPECTION_DISABLED"
	CodeBatch         = "BATCHING_NOT_SUPPORTED"
	CodeTooLarge      = "PAYLOAD_TOO_LARGE"
	// CodeResponseTooLarge refuses an operation whose answer would be too
	// large (see ResponseSize); it ran, so it is not a protocol error.
	CodeResponseTooLarge = "RESPONSE_TOO_LARGE"
)

func init() {
	for _, c := range []string{CodeDepth, CodeAliases, CodeFields, CodeComplexity, CodeIntrospection} {
		errcode.RegisterErrorType(c, errcode.KindProtocol)
	}
}

// Limits for one operation. Zero fields take the defaults.
type Limits struct {
	// MaxDepth bounds nested selections (introspection's own nesting is
	// not counted).
	MaxDepth int
	// MaxAliases bounds aliased fields, counted after fragment expansion.
	MaxAliases int
	// MaxFields bounds the selections of a document, counted before
	// validation (see Fields).
	MaxFields int
	// MaxComplexity bounds the cost model of Complexity.
	MaxComplexity int
	// MaxTokens bounds the parser, before any validation work.
	MaxTokens int
	// MaxBodyBytes bounds a POST body and a GET query string.
	MaxBodyBytes int64
	// MaxResponseBytes bounds the encoded data of one response.
	MaxResponseBytes int
	// Introspection allows __schema and __type (and, with them, "did you
	// mean" suggestions, which leak the schema just the same).
	Introspection bool
}

// Defaults fit every operation of the browser app with room to spare (a
// test checks that).
const (
	DefaultMaxDepth      = 10
	DefaultMaxAliases    = 30
	DefaultMaxFields     = 500
	DefaultMaxComplexity = 60000
	DefaultMaxTokens     = 2000
	DefaultMaxBodyBytes  = 64 << 10
	// DefaultMaxResponseBytes is over ten times the largest answer the
	// browser app asks for (a 60 × 80 seat map is about 250 KB).
	DefaultMaxResponseBytes = 4 << 20
)

// WithDefaults fills the zero fields.
func (l Limits) WithDefaults() Limits {
	set := func(v *int, d int) {
		if *v <= 0 {
			*v = d
		}
	}
	set(&l.MaxDepth, DefaultMaxDepth)
	set(&l.MaxAliases, DefaultMaxAliases)
	set(&l.MaxFields, DefaultMaxFields)
	set(&l.MaxComplexity, DefaultMaxComplexity)
	set(&l.MaxTokens, DefaultMaxTokens)
	set(&l.MaxResponseBytes, DefaultMaxResponseBytes)
	if l.MaxBodyBytes <= 0 {
		l.MaxBodyBytes = DefaultMaxBodyBytes
	}
	return l
}

// Install applies the limits to a gqlgen server whose executable schema
// was built with the GraphQL adapter's cost model (package
// internal/adapters/graphql/complexity), and gives it its query cache
// (the field limit trusts what that cache holds). Call it after extensions that
// rewrite the query (automatic persisted queries), so the field limit
// counts the query that will run, and before extensions that run
// resolvers.
func Install(srv *handler.Server, l Limits) {
	l = l.WithDefaults()
	cache := lru.New[*ast.QueryDocument](1000)
	srv.SetQueryCache(cache)
	srv.SetParserTokenLimit(l.MaxTokens)
	srv.SetDisableSuggestion(!l.Introspection)
	validation := Rules
	if !l.Introspection {
		validation = RulesWithoutSuggestions
	}
	srv.SetValidationRulesFn(validation)
	srv.Use(Fields{Max: l.MaxFields, MaxTokens: l.MaxTokens, Cache: cache})
	if l.Introspection {
		srv.Use(extension.Introspection{})
	}
	srv.Use(Shape{Limits: l, Memo: &MeasureMemo{}})
	srv.Use(&CostLimit{Limit: l.MaxComplexity})
	srv.Use(Text{})
	srv.Use(ResponseSize{Max: l.MaxResponseBytes})
}
