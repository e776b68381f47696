package gqllimit

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/vektah/gqlparser/v2/ast"

	weights "marquee/internal/adapters/graphql/complexity"
	"marquee/internal/adapters/graphql/graph"
)

func runText(t *testing.T, query string, vars map[string]any) *string {
	t.Helper()
	doc := load(t, query)
	opCtx := &graphql.OperationContext{Operation: doc.Operations[0], Variables: vars}
	if err := (Text{}).MutateOperationContext(context.Background(), opCtx); err != nil {
		if err.Extensions["code"] != "BAD_USER_INPUT" {
			t.Fatalf("%s: code %v, want BAD_USER_INPUT", query, err.Extensions["code"])
		}
		return &err.Message
	}
	return nil
}

// TestTextRefusesControlCharacters: which characters are refused, and
// that the refusal names where, wherever the string sits.
func TestTextRefusesControlCharacters(t *testing.T) {
	chars := []struct {
		name    string
		s       string
		refused bool
	}{
		{"plain", "Mumbai", false},
		{"unicode", "मुंबई — Café ♿ \uFFFD", false},
		{"tab, line feed, carriage return", "a\tb\nc\r\n", false},
		{"NUL", "Mum\x00bai", true},
		{"bell", "\x07", true},
		{"escape", "\x1b[31m", true},
		{"unit separator", "\x1f", true},
		{"DEL", "\x7f", true},
		{"C1 control", "\u0085", true},
		{"invalid UTF-8", "Mum\xffbai", true},
	}
	for _, c := range chars {
		t.Run(c.name, func(t *testing.T) {
			msg := runText(t, `query($c: String) { cinemas(city: $c) { id } }`, map[string]any{"c": c.s})
			if (msg != nil) != c.refused {
				t.Fatalf("refused = %v, want %v", msg != nil, c.refused)
			}
			if msg != nil && (!strings.Contains(*msg, "Variable $c") || strings.Contains(*msg, c.s)) {
				t.Fatalf("message %q should name $c and not echo the value", *msg)
			}
		})
	}

	places := []struct {
		name, query string
		vars        map[string]any
		where       string
	}{
		{"argument", `{ cinemas(city: "a\u0000b") { id } }`, nil, "Argument city"},
		{"input object field", `{ movies(filter: {genre: "\u0000"}) { id } }`, nil, "Argument filter.genre"},
		{"list element", `{ quote(showId: "1", seats: ["A1", "A\u00002"]) { totalPaise } }`, nil, "Argument seats[1]"},
		{"nested in a fragment", `{ ...Q } fragment Q on Query { ticket(reference: "\u0000") { id } }`, nil, "Argument reference"},
		{"in an inline fragment", `{ ... on Query { ticket(reference: "\u0000") { id } } }`, nil, "Argument reference"},
		{"directive argument", `query($b: Boolean = true) { isAdmin @include(if: $b) me @skip(if: false) { id } }`, nil, ""},
		{"variable in an input object", `mutation($l: SeatLayoutInput!) { createScreen(cinemaId: "c", name: "n", layout: $l) { id } }`,
			map[string]any{"l": map[string]any{"categories": []any{map[string]any{"code": "A", "name": "A"}},
				"rows": []any{map[string]any{"label": "A", "cells": []any{map[string]any{"kind": "SEAT", "seat": "A\x001", "category": "A"}}}}}},
			"Variable $l.rows[0].cells[0].seat"},
		{"ID argument", `{ show(id: "\u0000") { id } }`, nil, "Argument id"},
	}
	for _, p := range places {
		t.Run(p.name, func(t *testing.T) {
			msg := runText(t, p.query, p.vars)
			switch {
			case p.where == "" && msg != nil:
				t.Fatalf("refused: %s", *msg)
			case p.where != "" && (msg == nil || !strings.HasPrefix(*msg, p.where+" ")):
				t.Fatalf("got %v, want a message starting %q", msg, p.where)
			}
		})
	}
}

// TestEveryStringArgumentIsChecked walks the schema: for every argument
// of every root field, and every String or ID inside it (input object
// fields and list elements, as deep as they go), an operation carrying a
// NUL there — once as a literal, once as a variable — is refused with
// BAD_USER_INPUT by a server with no resolvers at all, so the refusal can
// only come before execution.
func TestEveryStringArgumentIsChecked(t *testing.T) {
	srv := handler.New(graph.NewExecutableSchema(graph.Config{Complexity: weights.Complexity()}))
	srv.AddTransport(transport.POST{})
	Install(srv, Limits{Introspection: true})
	schema := schemaES.Schema()

	slots := 0
	for _, root := range []*ast.Definition{schema.Query, schema.Mutation, schema.Subscription} {
		if root == nil {
			continue
		}
		for _, f := range root.Fields {
			if strings.HasPrefix(f.Name, "__") {
				continue
			}
			for _, arg := range f.Arguments {
				for _, slot := range stringSlots(schema, arg.Type, nil, 0) {
					slots++
					name := fmt.Sprintf("%s.%s(%s%s)", strings.ToLower(string(root.Name)), f.Name, arg.Name, pathString(slot))
					t.Run(name, func(t *testing.T) {
						for _, asVariable := range []bool{false, true} {
							query, vars := operation(schema, root, f, arg, slot, asVariable)
							body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
							rec := httptest.NewRecorder()
							req := httptest.NewRequest(http.MethodPost, "/graphql", strings.NewReader(string(body)))
							req.Header.Set("Content-Type", "application/json")
							srv.ServeHTTP(rec, req)
							var resp struct {
								Errors []struct {
									Message    string
									Extensions map[string]any
								}
							}
							_ = json.Unmarshal(rec.Body.Bytes(), &resp)
							if len(resp.Errors) != 1 || resp.Errors[0].Extensions["code"] != "BAD_USER_INPUT" {
								t.Fatalf("variable=%v: %s\n%s %v", asVariable, rec.Body, query, vars)
							}
						}
					})
				}
			}
		}
	}
	if slots < 40 {
		t.Fatalf("found only %d string slots; is the schema walk broken?", slots)
	}
	t.Logf("%d string slots in root field arguments, each refused as a literal and as a variable", slots)
}

// A slot is the path to one String or ID inside an argument: input field
// names, and -1 for a list element.
type slot []any

func pathString(s slot) string {
	var b strings.Builder
	for _, p := range s {
		if p == -1 {
			b.WriteString("[]")
		} else {
			fmt.Fprintf(&b, ".%s", p)
		}
	}
	return b.String()
}

func stringSlots(schema *ast.Schema, typ *ast.Type, at slot, depth int) []slot {
	if typ.Elem != nil {
		return stringSlots(schema, typ.Elem, append(append(slot{}, at...), -1), depth)
	}
	switch def := schema.Types[typ.NamedType]; {
	case typ.NamedType == "String" || typ.NamedType == "ID":
		return []slot{at}
	case def != nil && def.Kind == ast.InputObject && depth < 4:
		var out []slot
		for _, f := range def.Fields {
			out = append(out, stringSlots(schema, f.Type, append(append(slot{}, at...), f.Name), depth+1)...)
		}
		return out
	}
	return nil
}

// operation builds an operation selecting f with every argument given a
// valid value, and a NUL at slot of arg: in a literal, or in a variable.
func operation(schema *ast.Schema, root *ast.Definition, f *ast.FieldDefinition, target *ast.ArgumentDefinition, at slot, asVariable bool) (string, map[string]any) {
	var args []string
	vars := map[string]any{}
	var defs []string
	for _, a := range f.Arguments {
		v := sampleValue(schema, a.Type, nil, func(p slot) bool { return a == target && equalSlot(p, at) }, 0)
		if a == target && asVariable {
			defs = append(defs, "$v: "+a.Type.String())
			args = append(args, a.Name+": $v")
			vars["v"] = v
			continue
		}
		args = append(args, a.Name+": "+literal(schema, a.Type, v))
	}
	kind := strings.ToLower(root.Name)
	var sel string
	if def := schema.Types[f.Type.Name()]; def != nil && (def.Kind == ast.Object || def.Kind == ast.Interface) {
		sel = " { __typename }"
	}
	head := kind
	if len(defs) > 0 {
		head += "(" + strings.Join(defs, ", ") + ")"
	}
	return fmt.Sprintf("%s { %s(%s)%s }", head, f.Name, strings.Join(args, ", "), sel), vars
}

func equalSlot(a, b slot) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// sampleValue is a valid JSON value of typ, with "x\x00y" at the slot bad
// picks out.
func sampleValue(schema *ast.Schema, typ *ast.Type, at slot, bad func(slot) bool, depth int) any {
	if typ.Elem != nil {
		return []any{sampleValue(schema, typ.Elem, append(append(slot{}, at...), -1), bad, depth)}
	}
	def := schema.Types[typ.NamedType]
	switch typ.NamedType {
	case "String", "ID":
		if bad(at) {
			return "x\x00y"
		}
		return "x"
	case "Int":
		return 1
	case "Float":
		return 1.5
	case "Boolean":
		return true
	case "Time":
		return "2030-01-01T10:00:00Z"
	}
	switch def.Kind {
	case ast.Enum:
		return def.EnumValues[0].Name
	case ast.InputObject:
		obj := map[string]any{}
		for _, f := range def.Fields {
			if depth < 4 || f.Type.NonNull {
				obj[f.Name] = sampleValue(schema, f.Type, append(append(slot{}, at...), f.Name), bad, depth+1)
			}
		}
		return obj
	}
	panic("no sample for " + typ.String())
}

// literal spells a sample value as GraphQL.
func literal(schema *ast.Schema, typ *ast.Type, v any) string {
	if typ.Elem != nil {
		var parts []string
		for _, e := range v.([]any) {
			parts = append(parts, literal(schema, typ.Elem, e))
		}
		return "[" + strings.Join(parts, ", ") + "]"
	}
	def := schema.Types[typ.NamedType]
	switch {
	case def != nil && def.Kind == ast.Enum:
		return v.(string)
	case def != nil && def.Kind == ast.InputObject:
		obj := v.(map[string]any)
		keys := make([]string, 0, len(obj))
		for k := range obj {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		var parts []string
		for _, k := range keys {
			parts = append(parts, k+": "+literal(schema, def.Fields.ForName(k).Type, obj[k]))
		}
		return "{" + strings.Join(parts, ", ") + "}"
	}
	switch v := v.(type) {
	case string:
		b, _ := json.Marshal(v) // JSON's escapes (\u0000) are GraphQL's
		return string(b)
	case int:
		return strconv.Itoa(v)
	case float64:
		return strconv.FormatFloat(v, 'f', -1, 64)
	case bool:
		return strconv.FormatBool(v)
	}
	panic(fmt.Sprintf("no literal for %T", v))
}
