package rest

import (
	"fmt"
	"reflect"
	"time"
)

// The services return the storage models, but this package may not import
// the database package (that would put queries one call away from an
// adapter). So results are read into these mirrors: each lists, under the
// model's own field names, exactly the fields the views need. project fills
// them and panics on a field that does not exist or changed type, which the
// contract tests turn into a failure the moment a model changes.

type srcGenre struct {
	ID   int
	Name string
}

type srcCast struct {
	PersonID    int64
	Name        string
	Character   string
	ProfilePath string
	ImageSource string
}

type srcMovie struct {
	ID               int64
	Title            string
	Overview         string
	Tagline          string
	PosterPath       string
	BackdropPath     string
	ImageSource      string
	VoteAverage      float64
	VoteCount        int64
	Genres           []srcGenre
	Runtime          int
	ReleaseDate      string
	OriginalLanguage string
	TrailerKey       string
	Casts            []srcCast
}

type srcShow struct {
	ID         string
	StartsAt   time.Time
	PricePaise int64
	Movie      *srcMovie
}

type srcUser struct {
	ID   string
	Name string
}

type srcBooking struct {
	ID            string
	Seats         []string
	AmountPaise   int64
	HoldExpiresAt time.Time
	PaymentURL    string
	CreatedAt     time.Time
	Show          *srcShow
	User          *srcUser
}

// Booking statuses as the booking service reports them (the database
// package's constants; a test keeps the two in step).
const (
	statusPending = "PENDING"
	statusPaid    = "PAID"
)

// project reads src (a service result: a struct, a pointer to one or a
// slice of them) into a T, field by field by name.
func project[T any](src any) T {
	var dst T
	copyValue(reflect.ValueOf(&dst).Elem(), reflect.ValueOf(src), reflect.TypeFor[T]().String())
	return dst
}

func copyValue(dst, src reflect.Value, path string) {
	for src.Kind() == reflect.Pointer || src.Kind() == reflect.Interface {
		if src.IsNil() {
			return // dst keeps its zero value: a relation that was not loaded
		}
		src = src.Elem()
	}
	if !src.IsValid() {
		return
	}
	if src.Type().AssignableTo(dst.Type()) {
		dst.Set(src)
		return
	}
	switch {
	case dst.Kind() == reflect.Pointer:
		v := reflect.New(dst.Type().Elem())
		copyValue(v.Elem(), src, path)
		dst.Set(v)
		return
	case dst.Kind() == reflect.Struct && src.Kind() == reflect.Struct:
		for i := range dst.NumField() {
			name := dst.Type().Field(i).Name
			f := src.FieldByName(name)
			if !f.IsValid() {
				panic(fmt.Sprintf("rest: %s has no field %s", src.Type(), name))
			}
			copyValue(dst.Field(i), f, path+"."+name)
		}
		return
	case dst.Kind() == reflect.Slice && src.Kind() == reflect.Slice:
		if src.IsNil() {
			return
		}
		out := reflect.MakeSlice(dst.Type(), src.Len(), src.Len())
		for i := range src.Len() {
			copyValue(out.Index(i), src.Index(i), fmt.Sprintf("%s[%d]", path, i))
		}
		dst.Set(out)
		return
	}
	panic(fmt.Sprintf("rest: cannot read %s (%s) as %s", path, src.Type(), dst.Type()))
}
