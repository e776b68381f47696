// Package natsbus is the live.Bus over NATS JetStream (EVENT_BUS_URL):
// every committed seat change is written, in its transaction, to the
// seat-event outbox: a change that only claimed seats as a delta from the
// previous version (the seats with their hold ends, db.RecordSeatDelta),
// read from nothing, and any other change with the show's seat map at
// the new version, read in the transaction (db.RecordSeatEvent). The replica that committed publishes it at once
// from the announced event and deletes the row once JetStream has it; a
// relay on every replica also polls, and claims the rows left there under
// a lease (db.ClaimSeatEvents), publishes each to the subject
// <prefix>.<showId> of a JetStream stream with Nats-Msg-Id
// "<showId>:<version>", so a row two relays both publish (a lease that
// ran out mid-publish) is stored once, and then deletes it. A row whose
// replica died between commit and relay is left unclaimed and any
// replica's relay publishes it at its next poll.
//
// A replica subscribes only to the subjects of the shows its browsers
// watch (live.SeatBus: Watch on a show's first subscriber, Unwatch on its
// last) and hands each message's seat map or delta to the broker, which
// delivers the next version without reading the database (a delta applied
// to the map it has, dropping the holds that ended meanwhile). Relays on different
// replicas publish independently, so versions may arrive out of order: a
// version after a gap waits up to live.Options.GapWait for the missing
// ones, and the show is read once only if they do not come.
// After every reconnection the broker re-reads every watched show, since
// messages published meanwhile never reached this replica. While the
// connection is down a replica's own changes are heard locally (read),
// and its outbox rows wait for the relay.
package natsbus
