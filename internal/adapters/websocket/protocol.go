package websocket

import (
	"encoding/json"
	"fmt"
)

// The graphql-transport-ws close codes (graphql-ws PROTOCOL.md). gqlgen
// closes with 1002 (or not at all) where the protocol prescribes these,
// so the connection sends them itself.
const (
	CloseBadRequest        = 4400 // malformed or unknown message
	CloseUnauthorized      = 4401 // subscribe before connection_ack
	CloseForbidden         = 4403 // connection_init rejected (a presented token failed verification)
	CloseInitTimeout       = 4408 // no connection_init in time
	CloseSubscriberExists  = 4409 // subscribe reusing an id that is still active
	CloseTooManyInitialise = 4429 // a second connection_init
)

// subprotocolTransportWS is the one subprotocol served: npm graphql-ws's.
// The legacy graphql-ws (subscriptions-transport-ws) is refused.
const subprotocolTransportWS = "graphql-transport-ws"

// CodeSubscriptionLimit is extensions.code of the error answering a
// subscribe beyond a socket's MaxSubscriptions.
const CodeSubscriptionLimit = "SUBSCRIPTION_LIMIT_EXCEEDED"

// wireMessage is a server message as gqlgen's graphql-transport-ws
// exchanger lays it out (same fields, same order), so the bytes on the
// wire are what they were when gqlgen wrote them.
type wireMessage struct {
	Payload json.RawMessage `json:"payload,omitempty"`
	ID      string          `json:"id,omitempty"`
	Type    string          `json:"type"`
}

func encodeMessage(typ, id string, payload []byte) []byte {
	b, err := json.Marshal(wireMessage{Payload: payload, ID: id, Type: typ})
	if err != nil {
		// Payloads come from json.Marshal; anything else is a bug here.
		panic(fmt.Sprintf("websocket: encode %s message: %v", typ, err))
	}
	return b
}

// opError is the error message ending operation id at once, with the
// GraphQL errors list as payload.
func opError(id, message, code string, extra map[string]any) []byte {
	ext := map[string]any{"code": code}
	for k, v := range extra {
		ext[k] = v
	}
	b, _ := json.Marshal(map[string]any{"id": id, "type": "error",
		"payload": []any{map[string]any{"message": message, "extensions": ext}}})
	return b
}

func limitRefusal(id string, maxOps int) []byte {
	return opError(id,
		fmt.Sprintf("Too many subscriptions on this connection: at most %d at a time. Complete one before starting another.", maxOps),
		CodeSubscriptionLimit, map[string]any{"limit": maxOps})
}

type clientMessage struct {
	Type    string
	ID      string
	Payload json.RawMessage
}

// parseClientMessage validates a message the way graphql-ws's server
// does: an object with a known client message type and the fields that
// type requires.
func parseClientMessage(data []byte) (clientMessage, bool) {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil || raw == nil {
		return clientMessage{}, false
	}
	m := clientMessage{Payload: raw["payload"]}
	if json.Unmarshal(raw["type"], &m.Type) != nil {
		return m, false
	}
	switch m.Type {
	case "connection_init", "ping", "pong":
		return m, isObjectOrNull(raw["payload"])
	case "subscribe":
		if json.Unmarshal(raw["id"], &m.ID) != nil || m.ID == "" {
			return m, false
		}
		var p map[string]json.RawMessage
		if json.Unmarshal(raw["payload"], &p) != nil || p == nil {
			return m, false
		}
		var query string
		if json.Unmarshal(p["query"], &query) != nil {
			return m, false
		}
		if !isObjectOrNull(p["variables"]) || !isObjectOrNull(p["extensions"]) || !isStringOrNull(p["operationName"]) {
			return m, false
		}
		return m, true
	case "complete":
		return m, json.Unmarshal(raw["id"], &m.ID) == nil && m.ID != ""
	default:
		// Unknown types, and server-to-client ones (connection_ack, next,
		// error), are not something a client may send.
		return m, false
	}
}

func isObjectOrNull(v json.RawMessage) bool {
	if len(v) == 0 || string(v) == "null" {
		return true
	}
	var o map[string]json.RawMessage
	return json.Unmarshal(v, &o) == nil
}

func isStringOrNull(v json.RawMessage) bool {
	if len(v) == 0 || string(v) == "null" {
		return true
	}
	var s string
	return json.Unmarshal(v, &s) == nil
}

// limitReason keeps a close reason within the 123 bytes a close frame
// allows.
func limitReason(s string) string {
	if len(s) > 123 {
		return s[:120] + "..."
	}
	return s
}
