package rest_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"marquee/internal/testsupport/apptest"
)

// response is one answer of the API.
type response struct {
	Status int
	Header http.Header
	Raw    []byte
	Body   map[string]any
}

// call sends a request to the running app. body is sent as is when it is
// a string, JSON-encoded otherwise (nil sends none).
func call(t testing.TB, s *apptest.Server, method, path, token string, body any) response {
	t.Helper()
	r, err := send(s.URL, method, path, token, body, nil)
	if err != nil {
		t.Fatalf("%s %s: %v", method, path, err)
	}
	return r
}

// send is call without a test, safe from any goroutine.
func send(base, method, path, token string, body any, header map[string]string) (response, error) {
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		rd = strings.NewReader(b)
	case []byte:
		rd = bytes.NewReader(b)
	default:
		raw, err := json.Marshal(b)
		if err != nil {
			return response{}, err
		}
		rd = bytes.NewReader(raw)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, method, base+path, rd)
	if err != nil {
		return response{}, err
	}
	if rd != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return response{}, err
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		return response{}, err
	}
	out := response{Status: resp.StatusCode, Header: resp.Header, Raw: raw}
	if len(raw) > 0 && method != http.MethodHead {
		if err := json.Unmarshal(raw, &out.Body); err != nil {
			return out, fmt.Errorf("status %d, body is not a JSON object: %q", resp.StatusCode, raw)
		}
	}
	return out, nil
}

// signIn signs in through the development sign-in with a chosen user id,
// so documented examples carry stable ids.
func signIn(t testing.TB, s *apptest.Server, id, name string, admin bool) string {
	t.Helper()
	r := call(t, s, "POST", "/api/dev/sign-in", "", map[string]any{"id": id, "name": name, "admin": admin})
	tok, _ := r.Body["token"].(string)
	if r.Status != 200 || tok == "" {
		t.Fatalf("sign in %s: %d %s", id, r.Status, r.Raw)
	}
	return tok
}

// expect fails the test unless the response has the status and, for a
// success, matches the shape (see match).
func expect(t testing.TB, r response, status int, shape any) {
	t.Helper()
	if r.Status != status {
		t.Fatalf("status %d, want %d: %s", r.Status, status, r.Raw)
	}
	if ct := r.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		t.Fatalf("Content-Type %q", ct)
	}
	if status >= 400 {
		shape = O{"success": false, "message": "text", "code": "text"}
	}
	if errs := match("$", r.Body, shape); len(errs) > 0 {
		t.Fatalf("response does not match the documented shape:\n  %s\nbody: %s", strings.Join(errs, "\n  "), r.Raw)
	}
}

// A shape describes a JSON value:
//   - "string", "number", "integer", "boolean": that type;
//   - "text": a non-empty string; "id": a non-empty string without spaces;
//   - "instant": an RFC 3339 UTC timestamp; "date": YYYY-MM-DD;
//     "hh:mm": a 24-hour time; "seat": a seat label;
//   - true / false / a float64: exactly that value;
//   - O{...}: an object with at least these keys;
//   - L{s}: a list whose items match s; NL{s}: the same, not empty;
//   - D{s}: an object used as a map, every value matching s;
//   - Opt{s}: the key may be absent; Absent: the key must be absent;
//   - Null{s}: null, or a value matching s.
type (
	O      map[string]any
	L      struct{ Of any }
	NL     struct{ Of any }
	D      struct{ Of any }
	Opt    struct{ Of any }
	Null   struct{ Of any }
	absent struct{}
)

var Absent = absent{}

var (
	dateRE = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)
	hhmmRE = regexp.MustCompile(`^([01]\d|2[0-3]):[0-5]\d$`)
	seatRE = regexp.MustCompile(`^[A-J][1-9]$`)
)

func match(path string, v any, shape any) []string {
	bad := func(format string, args ...any) []string {
		return []string{path + ": " + fmt.Sprintf(format, args...)}
	}
	switch s := shape.(type) {
	case Null:
		if v == nil {
			return nil
		}
		return match(path, v, s.Of)
	case bool, float64:
		if v != s {
			return bad("%v, want %v", v, s)
		}
	case string:
		switch s {
		case "number", "integer":
			n, ok := v.(float64)
			if !ok || (s == "integer" && n != float64(int64(n))) {
				return bad("%#v is not a %s", v, s)
			}
		case "boolean":
			if _, ok := v.(bool); !ok {
				return bad("%#v is not a boolean", v)
			}
		default:
			str, ok := v.(string)
			if !ok {
				return bad("%#v is not a string", v)
			}
			var fine bool
			switch s {
			case "string":
				fine = true
			case "text":
				fine = str != ""
			case "id":
				fine = str != "" && !strings.ContainsAny(str, " \t\n")
			case "instant":
				tm, err := time.Parse(time.RFC3339, str)
				fine = err == nil && strings.HasSuffix(str, "Z") && tm.Location() == time.UTC
			case "date":
				fine = dateRE.MatchString(str)
			case "hh:mm":
				fine = hhmmRE.MatchString(str)
			case "seat":
				fine = seatRE.MatchString(str)
			default:
				panic("unknown shape " + s)
			}
			if !fine {
				return bad("%q is not %s", str, s)
			}
		}
	case O:
		m, ok := v.(map[string]any)
		if !ok {
			return bad("%#v is not an object", v)
		}
		var errs []string
		keys := make([]string, 0, len(s))
		for k := range s {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			want := s[k]
			got, present := m[k]
			switch w := want.(type) {
			case absent:
				if present {
					errs = append(errs, path+"."+k+": present, want absent")
				}
				continue
			case Opt:
				if !present {
					continue
				}
				want = w.Of
			}
			if !present {
				errs = append(errs, path+"."+k+": missing")
				continue
			}
			errs = append(errs, match(path+"."+k, got, want)...)
		}
		return errs
	case L, NL:
		list, ok := v.([]any)
		if !ok {
			return bad("%#v is not a list", v)
		}
		of := any(nil)
		if l, isL := s.(L); isL {
			of = l.Of
		} else {
			of = s.(NL).Of
			if len(list) == 0 {
				return bad("empty list")
			}
		}
		var errs []string
		for i, item := range list {
			errs = append(errs, match(fmt.Sprintf("%s[%d]", path, i), item, of)...)
		}
		return errs
	case D:
		m, ok := v.(map[string]any)
		if !ok {
			return bad("%#v is not an object", v)
		}
		var errs []string
		for k, item := range m {
			errs = append(errs, match(path+"["+k+"]", item, s.Of)...)
		}
		return errs
	default:
		panic(fmt.Sprintf("unknown shape %#v", shape))
	}
	return nil
}

// dig walks a decoded body: dig(b, "shows", 0, "_id").
func dig(v any, path ...any) any {
	for _, p := range path {
		switch k := p.(type) {
		case string:
			m, _ := v.(map[string]any)
			v = m[k]
		case int:
			l, _ := v.([]any)
			if k >= len(l) {
				return nil
			}
			v = l[k]
		}
	}
	return v
}

func str(v any, path ...any) string { s, _ := dig(v, path...).(string); return s }
