// Package smtp is the mail.Sender that speaks SMTP, through go-mail: one
// connection per message, STARTTLS required except on loopback (or TLS
// from the first byte for smtps://), AUTH with the best mechanism the
// server offers, and every wait (the greeting included) under one timeout
// and the caller's context. A 5xx answer, or a message that cannot be
// built, is a mail.PermanentError; anything else is worth another try.
// The outbox, its worker and the rules of what is sent when stay in
// internal/domain/mail.
package smtp
