// Package eticket makes the artefacts of a paid ticket that travel outside
// the app: the QR code of its signed ticket code, as an SVG document for
// pages (a path of merged module runs inside a four-module quiet zone, with
// role="img" and a <title>) and as PNG bytes for e-mail attachments, and an
// iCalendar event (RFC 5545: CRLF lines folded at 75 octets, TEXT values
// escaped, times in UTC) for "Add to calendar" and the e-mail. Everything
// here is a pure function of its input, so the e-ticket page, the GraphQL
// fields and the outbox render the same bytes for the same booking.
package eticket
