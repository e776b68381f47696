package scalar

import (
	"bytes"
	"strings"
	"testing"
)

func TestInt64ID(t *testing.T) {
	var b bytes.Buffer
	MarshalInt64ID(9100001).MarshalGQL(&b)
	if b.String() != `"9100001"` {
		t.Fatalf("marshal = %s", b.String())
	}
	for _, in := range []any{"42", 42, int64(42)} {
		if got, err := UnmarshalInt64ID(in); err != nil || got != 42 {
			t.Fatalf("unmarshal %v = %d, %v", in, got, err)
		}
	}
	if _, err := UnmarshalInt64ID("x"); err == nil {
		t.Fatal("accepted a non-number")
	}
}

// TestInt64IDErrorIsBounded: strconv's error would quote a 500 KB id whole.
func TestInt64IDErrorIsBounded(t *testing.T) {
	_, err := UnmarshalInt64ID(strings.Repeat("7x", 250_000))
	if err == nil || len(err.Error()) > 300 {
		t.Fatalf("error of %d bytes: %.80v", len(err.Error()), err)
	}
}
