// Package pgnotify is the live.Bus over PostgreSQL's LISTEN/NOTIFY: each
// replica NOTIFYs "<showId>:<version>" after commit, on a pooled
// connection outside any transaction (a NOTIFY inside the booking
// transaction would serialise commits on PostgreSQL's notify lock), and
// keeps one LISTEN connection (application_name marquee-listen) whose
// notifications it hands to the broker. It reconnects with backoff, has
// the broker re-read every watched show after each (re)connect, and
// probes a connection that stays quiet, so a half-open one is replaced
// within HealthInterval + ProbeTimeout. The statements and the LISTEN
// connection itself are package db's (db.Notify, db.Listener); the rules
// of what a subscriber sees, and the version re-check that heals a lost
// notification, are the broker's (internal/domain/live).
package pgnotify
