package textinput

import (
	"fmt"
	"reflect"
	"strings"
	"unicode"
	"unicode/utf8"

	"marquee/internal/platform/apperr"
)

// Allowed reports whether r may appear in text a caller sends.
func Allowed(r rune) bool {
	return r == '\t' || r == '\n' || r == '\r' || !unicode.IsControl(r)
}

// Check returns a BAD_USER_INPUT error naming where (such as "Argument
// city") when s holds a control character other than tab, line feed and
// carriage return (C0, DEL and C1), or is not valid UTF-8; nil otherwise.
// The message never repeats s.
func Check(where, s string) error {
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 {
			return apperr.BadInputf("%s is not valid UTF-8", where)
		}
		if !Allowed(r) {
			return apperr.BadInputf("%s contains a control character (U+%04X): only tab, line feed and carriage return may appear in text", where, r)
		}
		i += n
	}
	return nil
}

// CheckValue applies Check to every string in v: a decoded JSON value
// (maps, slices, strings) or a struct decoded from JSON (fields named by
// their json tags), through pointers and named string types. A string is
// named by label and its path from v, such as "Variable $layout.rows[3].label"
// (label "Variable", path "$layout") or "Field showId" (label "Field",
// path "").
func CheckValue(label, path string, v any) error {
	return walker{label}.walk(path, reflect.ValueOf(v))
}

type walker struct{ label string }

func (w walker) walk(path string, v reflect.Value) error {
	switch v.Kind() {
	case reflect.String:
		return Check(strings.TrimSpace(w.label+" "+path), v.String())
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			return nil
		}
		return w.walk(path, v.Elem())
	case reflect.Slice, reflect.Array:
		if v.Type().Elem().Kind() == reflect.Uint8 {
			return nil // bytes, not text
		}
		for i := range v.Len() {
			if err := w.walk(fmt.Sprintf("%s[%d]", path, i), v.Index(i)); err != nil {
				return err
			}
		}
	case reflect.Map:
		iter := v.MapRange()
		for iter.Next() {
			key := fmt.Sprint(iter.Key().Interface())
			if err := Check(strings.TrimSpace(w.label+" name in "+path), key); err != nil {
				return err
			}
			if err := w.walk(join(path, key), iter.Value()); err != nil {
				return err
			}
		}
	case reflect.Struct:
		t := v.Type()
		for i := range t.NumField() {
			f := t.Field(i)
			if !f.IsExported() {
				continue
			}
			name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
			if name == "-" {
				continue
			}
			if name == "" {
				name = f.Name
			}
			if err := w.walk(join(path, name), v.Field(i)); err != nil {
				return err
			}
		}
	}
	return nil
}

func join(path, name string) string {
	if path == "" {
		return name
	}
	return path + "." + name
}
