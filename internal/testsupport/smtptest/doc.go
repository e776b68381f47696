// Package smtptest runs a real SMTP server (emersion/go-smtp) on a free
// loopback port for the length of a test. It hands every accepted message
// to the test on a channel, parsed into its text, HTML and attachments
// with net/mail and mime/multipart, and can refuse chosen deliveries
// with an SMTP error (451 to make a sender retry, 550 to make it give up)
// and require AUTH PLAIN, over plain text or implicit TLS (smtps) with a
// certificate of its own. The mail sender under test talks to it exactly
// as to a production server: there is no mock in between.
package smtptest
