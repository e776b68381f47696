package textinput

import (
	"strings"
	"testing"

	"marquee/internal/platform/apperr"
)

func TestCheck(t *testing.T) {
	cases := []struct {
		s    string
		want string // "" when allowed, else the start of the message
	}{
		{"", ""},
		{"Marquee Grand, Juhu", ""},
		{"line one\nline two\r\n\tindented", ""},
		{"मुंबई ♿ \uFFFD \u200E", ""},
		{"a\x00b", "Field x contains a control character (U+0000)"},
		{"\x01", "Field x contains a control character (U+0001)"},
		{"\x0b", "Field x contains a control character (U+000B)"},
		{"\x7f", "Field x contains a control character (U+007F)"},
		{"\u009f", "Field x contains a control character (U+009F)"},
		{"a\xc3", "Field x is not valid UTF-8"},
	}
	for _, tc := range cases {
		err := Check("Field x", tc.s)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%q refused: %v", tc.s, err)
		case tc.want != "" && (err == nil || !strings.HasPrefix(err.Error(), tc.want) || apperr.KindOf(err) != apperr.BadInput):
			t.Errorf("%q: got %v, want BAD_USER_INPUT %q", tc.s, err, tc.want)
		}
	}
}

type id string

func TestCheckValueNamesThePath(t *testing.T) {
	type inner struct {
		Label string `json:"label"`
		Seats []id   `json:"seats"`
	}
	type body struct {
		Name   string            `json:"name"`
		Rows   []inner           `json:"rows"`
		Ptr    *string           `json:"ptr,omitempty"`
		Hidden string            `json:"-"`
		Extra  map[string]any    `json:"extra"`
		Bytes  []byte            `json:"bytes"`
		Tags   map[string]string `json:"tags"`
	}
	bad := "x\x00"
	cases := []struct {
		v    any
		want string
	}{
		{body{Name: "ok", Rows: []inner{{Label: "A", Seats: []id{"A1"}}}, Hidden: bad, Bytes: []byte{0}}, ""},
		{body{Rows: []inner{{}, {Seats: []id{"B1", id(bad)}}}}, "Field rows[1].seats[1] contains"},
		{body{Ptr: &bad}, "Field ptr contains"},
		{body{Extra: map[string]any{"list": []any{"a", map[string]any{"k": bad}}}}, "Field extra.list[1].k contains"},
		{map[string]any{"s": bad}, "Field s contains"},
	}
	for i, tc := range cases {
		err := CheckValue("Field", "", tc.v)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("case %d refused: %v", i, err)
		case tc.want != "" && (err == nil || !strings.HasPrefix(err.Error(), tc.want)):
			t.Errorf("case %d: got %v, want %q", i, err, tc.want)
		}
	}
	if err := CheckValue("Variable", "$v", bad); err == nil || !strings.HasPrefix(err.Error(), "Variable $v contains") {
		t.Errorf("a bare string: %v", err)
	}
}
