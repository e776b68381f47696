// Package mail tells customers about their bookings by e-mail, through an
// outbox. Outbox implements booking.Notifier: inside the transaction that
// pays, cancels or refunds a booking it writes the message (rendered then,
// text and HTML) to the outbox table, and for a paid booking a reminder
// due REMINDER_HOURS before the show, so the change and its message commit
// or roll back together. A Worker on every replica delivers due messages
// through a Sender (SMTP, internal/adapters/smtp): it leases one message at a time (PostgreSQL's SKIP LOCKED lets
// replicas share the queue; SQLite's single writer serialises them),
// attaches the ticket's QR code and calendar entry when they matter, retries
// temporary failures with exponential backoff, and records a permanent
// refusal as FAILED for admins to see. Without an SMTP server messages are
// KEPT, readable at /admin/outbox and retried from there once one is set.
// Delivery is once per message unless a worker dies between the server's
// acceptance and recording it; every attempt carries the same Message-ID,
// so such a rare duplicate is recognisable.
package mail
