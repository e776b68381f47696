package resolvers

import (
	"encoding/base64"

	"marquee/db"
	"marquee/internal/adapters/graphql/graph"
	"marquee/internal/domain/mail"
)

// outboxMessage is a stored message as the schema shows it.
func outboxMessage(m *db.OutboxMessage) graph.OutboxMessage {
	out := graph.OutboxMessage{
		ID: m.ID, Kind: graph.MailKind(m.Kind), To: m.ToAddr, Subject: m.Subject,
		Status: graph.OutboxStatus(m.Status), Attempts: m.Attempts, LastError: optional(m.LastError),
		DueAt: m.DueAt, SentAt: m.SentAt, CreatedAt: m.CreatedAt, Text: m.Text, HTML: m.HTML,
	}
	if m.Booking != nil {
		out.BookingReference = m.Booking.Reference
	}
	return out
}

func outboxPage(p *mail.Page) *graph.OutboxPage {
	out := &graph.OutboxPage{Messages: make([]graph.OutboxMessage, len(p.Messages)), Total: p.Total, Offset: p.Offset, Limit: p.Limit}
	for i := range p.Messages {
		out.Messages[i] = outboxMessage(&p.Messages[i])
	}
	return out
}

// mailAttachments are attached files as the schema shows them: each as a
// data: URL an admin's browser can show or save.
func mailAttachments(list []mail.Attachment) []graph.MailAttachment {
	out := make([]graph.MailAttachment, len(list))
	for i, a := range list {
		out[i] = graph.MailAttachment{Name: a.Name, ContentType: a.ContentType,
			DataURL: "data:" + a.ContentType + ";base64," + base64.StdEncoding.EncodeToString(a.Data)}
	}
	return out
}
