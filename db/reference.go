package db

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"strings"

	"github.com/uptrace/bun"
)

// ReferenceLen is the length of a booking reference.
const ReferenceLen = 8

// crockford is Crockford's base32 alphabet: no I, L, O or U, so a
// reference read aloud or copied by hand is never ambiguous.
const crockford = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

// ErrReferenceTaken reports that a new booking's reference is already in
// use; the caller draws another one.
var ErrReferenceTaken = errors.New("booking reference taken")

// ReferenceOf encodes the first 40 bits of seed (at least 5 bytes) as an
// 8-character Crockford base32 reference.
func ReferenceOf(seed []byte) string {
	var v uint64
	for _, b := range seed[:5] {
		v = v<<8 | uint64(b)
	}
	out := make([]byte, ReferenceLen)
	for i := ReferenceLen - 1; i >= 0; i-- {
		out[i] = crockford[v&31]
		v >>= 5
	}
	return string(out)
}

// NormalizeReference upper-cases a reference typed by a person and maps
// the letters Crockford base32 reads as digits (I, L → 1; O → 0).
func NormalizeReference(s string) string {
	s = strings.ToUpper(strings.TrimSpace(s))
	return strings.NewReplacer("I", "1", "L", "1", "O", "0").Replace(s)
}

// TypedReference reads s as a booking reference typed by a person: any
// case, with the hyphens and spaces Crockford base32 allows for
// readability, I and L read as 1 and O as 0. ok is false unless that
// leaves ReferenceLen characters of the alphabet.
func TypedReference(s string) (ref string, ok bool) {
	s = strings.NewReplacer("-", "", " ", "").Replace(s)
	if len(s) != ReferenceLen {
		return "", false
	}
	ref = NormalizeReference(s)
	for i := 0; i < len(ref); i++ {
		if strings.IndexByte(crockford, ref[i]) < 0 {
			return "", false
		}
	}
	return ref, true
}

// isReferenceConflict tells a unique violation on bookings.reference
// apart from other insert failures, on both databases.
func isReferenceConflict(err error) bool {
	msg := err.Error()
	return strings.Contains(msg, "bookings_reference_key") || strings.Contains(msg, "bookings.reference")
}

// ReferenceFromID is the reference derived from a booking id alone: what
// migration 0004 gave bookings stored before references existed, barring
// a clash among them.
func ReferenceFromID(id string) string { return DerivedReference(id, 0) }

// DerivedReference is the n-th reference derived from booking id: step
// 0004 gives a booking the first one no earlier booking took.
func DerivedReference(id string, n int) string {
	sum := sha256.Sum256([]byte(fmt.Sprintf("%s#%d", id, n)))
	return ReferenceOf(sum[:])
}

var _ bun.BeforeAppendModelHook = (*Booking)(nil)

// BeforeAppendModel gives a booking inserted without a reference (test
// fixtures, tools writing rows directly) the one derived from its id, as
// the migration does; the booking service always draws a random one.
func (b *Booking) BeforeAppendModel(_ context.Context, q bun.Query) error {
	if _, ok := q.(*bun.InsertQuery); ok && b.Reference == "" {
		b.Reference = ReferenceFromID(b.ID)
	}
	return nil
}
