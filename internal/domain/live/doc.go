// Package live pushes seat maps to subscribers as seats change. A Broker
// keeps per-show subscriber sets in memory: after a committed change it
// reads the show's snapshot once (not once per subscriber, and once more
// if further changes arrived during the read; a show that keeps changing
// is read at most once per Coalesce) and hands the newest snapshot to
// every subscriber, through a one-slot mailbox or a Sink that keeps one
// slot of its own, so a slow reader is skipped ahead (or, unread for
// MaxLag, dropped) and never holds up the others. Every subscriber of a
// show gets the same *SeatMap for a version, and its encodings for the
// wire are memoised on it (SeatMap.Encoded), so a version is encoded once
// however many sockets carry it. With PostgreSQL each replica also
// announces every change to the others through a Bus (the adapter
// internal/adapters/pgnotify: NOTIFY after commit, one LISTEN connection
// per replica); a change is fanned out locally at once and its echo is
// deduplicated by version, and every watched show is re-read whenever the
// bus (re)connects. An announcement can still be lost after its change
// committed (the replica dies before its NOTIFY, or the NOTIFY fails), so
// while a broker has subscribers it re-checks the seat versions of all
// its watched shows in one query every Recheck (5 s) and re-reads those
// that moved: a lost notification costs at most that much staleness. live
// decides when to read, resync and re-check; the protocol is the bus's.
// A new subscriber's first snapshot comes from the show's shared read, and at most MaxReads
// reads run at once, so subscribes can never queue unbounded work on the
// connection pool. The websocket that carries seat maps to browsers is
// adapters/websocket.
package live
