package main

import (
	"fmt"
	"strings"

	"marquee/internal/testsupport/livebench"
)

// perOpMarkdown is the section of per-operation costs that
// docs/capacity.md builds its model from: the database statements and
// CPU of a booking made, paid and announced, and the CPU of a queued
// waiting-room socket per position update. They are counts and costs,
// not goals, so they have no summary rows.
func perOpMarkdown(stmts []stmtResult, live *livebench.Results) string {
	var rooms []livebench.RoomRun
	if live != nil {
		rooms = live.Room
	}
	if len(stmts) == 0 && len(rooms) == 0 {
		return ""
	}
	var b strings.Builder
	fmt.Fprintf(&b, "\n## Per-operation costs\n\n")
	fmt.Fprintf(&b, "The figures [docs/capacity.md](capacity.md) builds its model from. ")
	if len(stmts) > 0 {
		fmt.Fprintf(&b, "Each booking is of two seats through `createBooking` (GraphQL over HTTP), paid at once through the test checkout (`POST /checkout/test/{id}/pay`), and announced on the run's bus; the application runs in this process with a query hook counting every statement bun sends from the first booking until the seat-event outbox is empty after the last. ")
		fmt.Fprintf(&b, "One client books one at a time and waits for the outbox to empty before the next (nothing shared between bookings); 16 clients book at once on distinct seats of several shows (the seat engine's commits and the relay's deletes are then shared), then on the 132 seat pairs of one show of the 264-seat screen, where every change bumps that show's one version row. The rate runs from the first booking to the outbox emptied after the last (one client: each booking waits for the one before to be announced). ")
		fmt.Fprintf(&b, "Statements in a request are counted to it; outside a request, those of the seat-event outbox (other than the change's own INSERT) to the relay, those of the e-mail outbox to the mail worker, and the rest — chiefly the seat engine's transaction, which runs on the show's writer and bumps the version, and NOTIFY — to the last column. ")
		fmt.Fprintf(&b, "CPU: this process's (server, clients and, on SQLite, the database), the PostgreSQL backends of the application's connections (found by their `application_name`), and the host's NATS server (which other work on the host may also use); read from `/proc` in 10 ms ticks. ")
		fmt.Fprintf(&b, "`go run ./cmd/marquee-bench -only statements [-stmtshapes]` runs this part alone (`-stmtshapes` lists the statements by shape).\n\n")
		statementsTable(&b, stmts)
	}
	if len(rooms) > 0 {
		fmt.Fprintf(&b, "\nA queued waiting-room socket per position update: the queue replica's CPU (from `/proc`) over the waiting room's admission window, over the `queuePosition` messages all its queued sockets received in that window (see Waiting room below for the run).\n\n")
		fmt.Fprintf(&b, "| database | replicas | sockets queued | window | updates received | queue replica's CPU | per update |\n|---|---|---|---|---|---|---|\n")
		for _, r := range rooms {
			per := "—"
			if r.Updates > 0 {
				per = fmt.Sprintf("%.1f µs", float64(r.CPUPerUpdate().Nanoseconds())/1000)
			}
			fmt.Fprintf(&b, "| %s | %d | %d | %.0f s | %d | %s | %s |\n", r.Dialect, r.Replicas, r.Sockets, r.AdmittedFor.Seconds(), r.Updates, ms(r.CPU), per)
		}
	}
	return b.String()
}
