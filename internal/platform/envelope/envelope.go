package envelope

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
)

// Status is the part of the envelope every body has; test clients decode
// into it (or a struct embedding it).
type Status struct {
	Success bool   `json:"success"`
	Message string `json:"message,omitempty"`
	Code    string `json:"code,omitempty"`
}

// internalError is written when a failure's own fields cannot be encoded.
var internalError = []byte(`{"success":false,"message":"Internal server error"}`)

// Marshal encodes fields (a struct or map encoding as a JSON object) as an
// object whose first field is "success", so no path can forget it.
func Marshal(success bool, fields any) ([]byte, error) {
	if m, ok := fields.(map[string]any); ok {
		if _, clash := m["success"]; clash {
			return nil, errors.New(`envelope: fields set "success" themselves`)
		}
	}
	body, err := json.Marshal(fields)
	if err != nil || len(body) < 2 || body[0] != '{' {
		return nil, fmt.Errorf("envelope: fields %T are not a JSON object: %v", fields, err)
	}
	var buf bytes.Buffer
	fmt.Fprintf(&buf, `{"success":%t`, success)
	if len(body) > 2 {
		buf.WriteByte(',')
	}
	buf.Write(body[1:])
	return buf.Bytes(), nil
}

// OK writes status with payload's fields after "success": true. It writes
// nothing and returns the error when payload is not a JSON object, so the
// caller can answer with a failure instead.
func OK(w http.ResponseWriter, status int, payload any) error {
	body, err := Marshal(true, payload)
	if err != nil {
		return err
	}
	write(w, status, body)
	return nil
}

// Fail writes status with "success": false, the message, the code (left
// out when empty) and the extra fields; extra never replaces those three.
// Fields are in key order after "success".
func Fail(w http.ResponseWriter, status int, message, code string, extra map[string]any) {
	fields := map[string]any{"message": message}
	if code != "" {
		fields["code"] = code
	}
	for k, v := range extra {
		if _, taken := fields[k]; !taken && k != "success" {
			fields[k] = v
		}
	}
	body, err := Marshal(false, fields)
	if err != nil {
		body, status = internalError, http.StatusInternalServerError
	}
	write(w, status, body)
}

// JSON writes v, which need not be an envelope (the health check's body),
// with the headers every /api answer has.
func JSON(w http.ResponseWriter, status int, v any) {
	body, err := json.Marshal(v)
	if err != nil {
		body, status = internalError, http.StatusInternalServerError
	}
	write(w, status, body)
}

// write sends body and a newline. Bodies may carry a bearer token or a
// user's bookings, so no cache may keep them.
func write(w http.ResponseWriter, status int, body []byte) {
	h := w.Header()
	h.Set("Content-Type", "application/json; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_, _ = w.Write(append(body, '\n'))
}
