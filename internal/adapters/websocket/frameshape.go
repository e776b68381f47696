package websocket

import (
	"bytes"
	"encoding/json"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"

	"marquee/internal/domain/live"
)

// A frameShape encodes the seatsChanged results of every operation that
// selects the same fields under the same names, without gqlgen's
// executor: gqlgen would build each subscriber's result on its own, and
// a show watched by 5,000 sockets cost 5,000 encodings per change. The
// shape's encoding of a seat map is memoised on the seat map
// (live.SeatMap.Encoded), which every subscriber of the show shares, so a
// version costs one encoding per replica and query shape however many
// sockets receive it.
//
// The bytes are gqlgen's: the same field order (CollectFields), the same
// scalar marshalers, and the response wrapped by json.Marshal exactly as
// gqlgen's transport wraps it (TestSeatFramesMatchGqlgen compares them).
// Anything the shape does not know (another field, a deferred fragment, a
// directive other than @skip and @include) leaves the operation to
// gqlgen, which then serves it as before.
type frameShape struct {
	key    string // root alias and each field's alias and name
	alias  string // the root field's response name
	fields []seatField
	build  func(*live.SeatMap) []byte // encode, counted; a method value made once
	count  *atomic.Int64
}

type seatField struct {
	alias string
	name  string
}

// seatMapFields are the SeatMap fields a shape can encode, which must be
// all of them (TestFrameShapeKnowsEverySeatMapField).
var seatMapFields = map[string]bool{
	"__typename": true, "showId": true, "version": true,
	"occupiedSeats": true, "heldSeats": true, "soldSeats": true,
	"status": true, "showRevision": true,
}

// frameShapes interns shapes by key, so the sockets of one page share one.
type frameShapes struct {
	m       sync.Map // key → *frameShape
	encodes atomic.Int64
}

// shapeOf returns the shape for a seatsChanged subscription whose
// selection it can encode, and the show it subscribes to; or nil.
func (ps *frameShapes) shapeOf(rc *graphql.OperationContext) (shape *frameShape, root graphql.CollectedField, showID string) {
	root, showID, ok := subscriptionRoot(rc, "seatsChanged", "showId")
	if !ok {
		return nil, root, ""
	}
	fields, ok := scalarFields(rc, root, "SeatMap", seatMapFields)
	if !ok {
		return nil, root, ""
	}
	var key strings.Builder
	key.WriteString(root.Alias)
	for _, f := range fields {
		// Names are [_A-Za-z][_0-9A-Za-z]*, so these separators cannot
		// make two shapes one key.
		key.WriteString("," + f.alias + ":" + f.name)
	}
	shape = &frameShape{key: key.String(), alias: root.Alias, fields: fields, count: &ps.encodes}
	if p, ok := ps.m.Load(shape.key); ok {
		return p.(*frameShape), root, showID
	}
	shape.build = shape.encodeCounted
	p, _ := ps.m.LoadOrStore(shape.key, shape)
	return p.(*frameShape), root, showID
}

// subscriptionRoot is the root field of a subscription that selects
// only field, with its ID argument arg as gqlgen hands it to the resolver
// (a string); ok is false for anything else, which is left to gqlgen
// (which then also reports a malformed argument).
func subscriptionRoot(rc *graphql.OperationContext, field, arg string) (root graphql.CollectedField, id string, ok bool) {
	op := rc.Operation
	if op == nil || op.Operation != ast.Subscription {
		return root, "", false
	}
	roots := graphql.CollectFields(rc, op.SelectionSet, []string{"Subscription"})
	if len(roots) != 1 || roots[0].Name != field || !plainField(roots[0]) {
		return root, "", false
	}
	root = roots[0]
	id, ok = root.ArgumentMap(rc.Variables)[arg].(string)
	return root, id, ok
}

// scalarFields are the fields root selects on its type typeName, in
// gqlgen's order under their aliases, when every one is a plain scalar
// field in known; ok is false otherwise.
func scalarFields(rc *graphql.OperationContext, root graphql.CollectedField, typeName string, known map[string]bool) (fields []seatField, ok bool) {
	for _, f := range graphql.CollectFields(rc, root.Selections, []string{typeName}) {
		if !known[f.Name] || !plainField(f) || len(f.Selections) > 0 {
			return nil, false
		}
		fields = append(fields, seatField{alias: f.Alias, name: f.Name})
	}
	return fields, true
}

// plainField is a field gqlgen resolves with no more than the value: not
// deferred, no directive on its definition (which gqlgen would run), and
// none in the query beyond @skip and @include (CollectFields applied
// those).
func plainField(f graphql.CollectedField) bool {
	if len(f.Deferrables) > 0 {
		return false
	}
	if f.Definition != nil && len(f.Definition.Directives) > 0 {
		return false
	}
	for _, d := range f.Directives {
		if d.Name != "skip" && d.Name != "include" {
			return false
		}
	}
	return true
}

// payload is the "next" payload of sm for this shape, shared by every
// socket that sends it.
func (p *frameShape) payload(sm *live.SeatMap) []byte {
	return sm.Encoded(p.key, p.build)
}

func (p *frameShape) encodeCounted(sm *live.SeatMap) []byte {
	p.count.Add(1)
	return p.encode(sm)
}

// encode writes what gqlgen's executor writes for the subscription's
// event (ResolveFieldStream and the generated _SeatMap), then wraps it in
// the response as the transport does (json.Marshal of graphql.Response).
func (p *frameShape) encode(sm *live.SeatMap) []byte {
	var b bytes.Buffer
	b.WriteByte('{')
	graphql.MarshalString(p.alias).MarshalGQL(&b)
	b.WriteString(":{")
	for i, f := range p.fields {
		if i > 0 {
			b.WriteByte(',')
		}
		graphql.MarshalString(f.alias).MarshalGQL(&b)
		b.WriteByte(':')
		switch f.name {
		case "__typename":
			graphql.MarshalString("SeatMap").MarshalGQL(&b)
		case "showId":
			graphql.MarshalID(sm.ShowID).MarshalGQL(&b)
		case "version":
			graphql.MarshalInt64(sm.Version).MarshalGQL(&b)
		case "occupiedSeats":
			writeStrings(&b, sm.OccupiedSeats)
		case "heldSeats":
			writeStrings(&b, sm.HeldSeats)
		case "soldSeats":
			writeStrings(&b, sm.SoldSeats)
		case "status":
			graphql.MarshalString(sm.Status).MarshalGQL(&b)
		case "showRevision":
			graphql.MarshalInt64(sm.ShowRevision).MarshalGQL(&b)
		}
	}
	b.WriteString("}}")
	out, err := json.Marshal(&graphql.Response{Data: b.Bytes()})
	if err != nil {
		panic("websocket: seat map encoding is not JSON: " + err.Error())
	}
	return out
}

// writeStrings is graphql.Array of graphql.MarshalString; a nil slice is
// an empty list, as the generated marshaler makes it.
func writeStrings(b *bytes.Buffer, ss []string) {
	b.WriteByte('[')
	for i, s := range ss {
		if i > 0 {
			b.WriteByte(',')
		}
		graphql.MarshalString(s).MarshalGQL(b)
	}
	b.WriteByte(']')
}
