package apperr

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestClip(t *testing.T) {
	long := strings.Repeat("é", 500_000)
	cases := []struct{ in, want string }{
		{"", ""},
		{"42", "42"},
		{strings.Repeat("x", MaxEcho), strings.Repeat("x", MaxEcho)},
		{strings.Repeat("x", MaxEcho+1), strings.Repeat("x", MaxEcho) + "…"},
		{long, strings.Repeat("é", MaxEcho) + "…"},
	}
	for _, tc := range cases {
		if got := Clip(tc.in); got != tc.want {
			t.Errorf("Clip(%d chars) = %d chars, want %d", utf8.RuneCountInString(tc.in), utf8.RuneCountInString(got), utf8.RuneCountInString(tc.want))
		}
	}
	if got := QuoteInput(long); got != `"`+strings.Repeat("é", MaxEcho)+`…"` {
		t.Errorf("QuoteInput = %.40s…", got)
	}
}

func TestClipMessage(t *testing.T) {
	big := strings.Repeat("9", 500_000)
	cases := []struct{ name, in, want string }{
		{"short", `Unknown field "x".`, `Unknown field "x".`},
		{"quoted input", `strconv.ParseInt: parsing "` + big + `": invalid syntax`,
			`strconv.ParseInt: parsing "` + big[:MaxEcho] + `…": invalid syntax`},
		{"escaped quotes inside", `Unexpected String "a\"` + big + `" here`, `Unexpected String "a\"` + big[:MaxEcho-3] + `…" here`},
		{"two quoted runs", `"` + big[:50] + `" and "` + big + `"`, `"` + big[:50] + `" and "` + big[:MaxEcho] + `…"`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := ClipMessage(tc.in); got != tc.want {
				t.Fatalf("ClipMessage = %.300q, want %.300q", got, tc.want)
			}
		})
	}
	// Unquoted or unbalanced input is bounded by the whole-message cap.
	for _, in := range []string{big + " is not a valid BookingStatus", `Unterminated "` + big} {
		if got := ClipMessage(in); utf8.RuneCountInString(got) > maxMessage+1 {
			t.Fatalf("ClipMessage left %d characters", utf8.RuneCountInString(got))
		}
	}
}
