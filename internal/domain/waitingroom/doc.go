// Package waitingroom is the on-sale queue an admin puts in front of a
// movie's shows (or one show) when it opens for booking.
//
// Places are first come, first served: each signed-in user gets one place
// per room, handed out under the room's row lock, so places have no gaps
// and a refresh or a second tab finds the same place. Signed-out visitors
// get no place (UNAUTHENTICATED): a place is what an admission token is
// bound to, and only a signed-in user can book with one.
//
// Admission is computed from the database so replicas agree: the room
// row says up to which place people are admitted and up to which instant
// admissions are accounted for; each tick every replica works out how
// many admissions are due at the configured rate since then, and a
// conditional update on the row's admission version lets exactly one
// replica admit that batch, writing one admission token per place in the
// same transaction. A token is an HMAC-signed id of that row, valid for
// the room's session length; createBooking uses it once, inside the
// booking's transaction (Gate), which is also where the room's per-user
// ticket cap is counted.
//
// Each replica reads its open rooms once per tick and fans the positions
// out to its own subscribers, so a waiting socket costs no database read
// of its own until it is admitted (then one, for its token). The replica
// that admits a batch also announces it on the seat bus (Announcer), and
// the others read the room and send the new positions when they hear it
// rather than at their own next tick, which would make a waiter on
// another replica hear of its batch up to a tick late.
package waitingroom
