package websocket

import (
	"bytes"
	"encoding/json"

	"github.com/99designs/gqlgen/graphql"

	"marquee/internal/domain/waitingroom"
)

// A positionShape encodes the queuePosition results of an operation
// without gqlgen's executor, as a frameShape does seat maps. A waiting
// room holds tens of thousands of sockets that each wait for their own
// position: through gqlgen each subscription kept a goroutine parked in
// the executor, with its stack and the operation's contexts, for as long
// as its visitor waited. Served by the fan-out it keeps none. Unlike a
// seat map a position is one socket's, so nothing is shared between
// sockets but the shape.
//
// The bytes are gqlgen's (TestQueueFramesMatchGqlgen): the fields in
// CollectFields' order under their aliases, the generated marshalers'
// scalars (ID and Int, Boolean, a nullable String and Time), wrapped in
// the response by json.Marshal as the transport wraps it.
type positionShape struct {
	alias  string
	fields []seatField
}

// queuePositionFields are the QueuePosition fields a shape can encode,
// which must be all of them (TestPositionShapeKnowsEveryField).
var queuePositionFields = map[string]bool{
	"__typename": true, "roomId": true, "position": true, "ahead": true,
	"estimatedWaitSeconds": true, "seatsLeft": true, "admitted": true,
	"admissionToken": true, "admittedUntil": true,
}

// positionShapeOf returns the shape of a queuePosition subscription whose
// selection it can encode, and the room it subscribes to; or nil.
func positionShapeOf(rc *graphql.OperationContext) (shape *positionShape, root graphql.CollectedField, roomID string) {
	root, roomID, ok := subscriptionRoot(rc, "queuePosition", "roomId")
	if !ok {
		return nil, root, ""
	}
	fields, ok := scalarFields(rc, root, "QueuePosition", queuePositionFields)
	if !ok {
		return nil, root, ""
	}
	return &positionShape{alias: root.Alias, fields: fields}, root, roomID
}

// encode writes what gqlgen's executor writes for the event (the
// generated _QueuePosition) inside the transport's response.
func (p *positionShape) encode(pos *waitingroom.Position) []byte {
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
		var v graphql.Marshaler
		switch f.name {
		case "__typename":
			v = graphql.MarshalString("QueuePosition")
		case "roomId":
			v = graphql.MarshalID(pos.RoomID)
		case "position":
			v = graphql.MarshalInt(pos.Position)
		case "ahead":
			v = graphql.MarshalInt(pos.Ahead)
		case "estimatedWaitSeconds":
			v = graphql.MarshalInt(pos.EstimatedWaitSeconds)
		case "seatsLeft":
			v = graphql.MarshalInt(pos.SeatsLeft)
		case "admitted":
			v = graphql.MarshalBoolean(pos.Admitted)
		case "admissionToken":
			v = graphql.Null
			if pos.AdmissionToken != nil {
				v = graphql.MarshalString(*pos.AdmissionToken)
			}
		case "admittedUntil":
			v = graphql.Null
			if pos.AdmittedUntil != nil {
				v = graphql.MarshalTime(*pos.AdmittedUntil)
			}
		}
		v.MarshalGQL(&b)
	}
	b.WriteString("}}")
	out, err := json.Marshal(&graphql.Response{Data: b.Bytes()})
	if err != nil {
		panic("websocket: queue position encoding is not JSON: " + err.Error())
	}
	return out
}
