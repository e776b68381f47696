// Package seatengine is the claim engine under booking: the one way a
// show's seats change, and the memory that makes a hot seat cheap. A
// change runs in a transaction that also bumps the seat version of every
// show it touched and is announced after commit (Change, Claim). Changes
// queue one transaction at a time, per process on SQLite and per show on
// PostgreSQL, and those that queue up meanwhile share the next
// transaction, each in a savepoint of its own (queue.go). A memo of the
// seats seen taken refuses a loser without a write, and a buyer of a seat
// this process is claiming right now waits for that claim's outcome
// instead of queueing behind it (memo.go, Refuse). Concurrent requests for
// one show share their reads of it (reads.go).
//
// The engine knows seats, versions and claims, never why they change: the
// rules (what a booking may claim, holds, payments, refunds) are
// package booking's, which hands the engine the body of each transaction.
// Of this module it imports db and platform packages alone.
package seatengine
