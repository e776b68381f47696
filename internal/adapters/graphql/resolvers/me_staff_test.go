package resolvers_test

import (
	"testing"

	"marquee/db/dbtest"
	"marquee/internal/testsupport/apptest"
)

// The client shows the scanner to staff and links the box office for counter
// staff: me.isStaff and me.isBoxOffice must say who is which, and admins are
// both.
func TestMeRoles(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{NoBackground: true})
			const q = `{ me { isAdmin isStaff isBoxOffice } }`
			cases := []struct {
				name                          string
				token                         string
				isAdmin, isStaff, isBoxOffice bool
			}{
				{"customer", s.SignIn("Asha", false), false, false, false},
				{"staff", s.SignInStaff("Usha"), false, true, false},
				{"box office", s.SignInBoxOffice("Kiran"), false, true, true}, // counter staff check tickets in too
				{"admin", s.SignIn("Meera", true), true, true, true},
			}
			for _, c := range cases {
				var got struct {
					Me struct{ IsAdmin, IsStaff, IsBoxOffice bool }
				}
				s.GraphQL(c.token, q, nil).Decode(t, &got)
				if got.Me.IsAdmin != c.isAdmin || got.Me.IsStaff != c.isStaff || got.Me.IsBoxOffice != c.isBoxOffice {
					t.Errorf("%s: me = %+v, want isAdmin=%v isStaff=%v isBoxOffice=%v", c.name, got.Me, c.isAdmin, c.isStaff, c.isBoxOffice)
				}
			}
		})
	}
}
