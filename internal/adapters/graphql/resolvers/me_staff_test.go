package resolvers_test

import (
	"testing"

	"marquee/db/dbtest"
	"marquee/internal/testsupport/apptest"
)

// The client shows the scanner to staff: me.isStaff must say who is staff,
// and admins are staff too.
func TestMeIsStaff(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{NoBackground: true})
			const q = `{ me { isAdmin isStaff } }`
			cases := []struct {
				name             string
				token            string
				isAdmin, isStaff bool
			}{
				{"customer", s.SignIn("Asha", false), false, false},
				{"staff", s.SignInStaff("Usha"), false, true},
				{"admin", s.SignIn("Meera", true), true, true},
			}
			for _, c := range cases {
				var got struct {
					Me struct{ IsAdmin, IsStaff bool }
				}
				s.GraphQL(c.token, q, nil).Decode(t, &got)
				if got.Me.IsAdmin != c.isAdmin || got.Me.IsStaff != c.isStaff {
					t.Errorf("%s: me = %+v, want isAdmin=%v isStaff=%v", c.name, got.Me, c.isAdmin, c.isStaff)
				}
			}
		})
	}
}
