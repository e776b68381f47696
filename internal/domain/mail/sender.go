package mail

import (
	"context"
	"errors"
)

// Message is one e-mail as it goes to the server.
type Message struct {
	// ID is the Message-ID (without angle brackets); every attempt of one
	// outbox message uses the same.
	ID          string
	To          string
	Subject     string
	Text, HTML  string
	Attachments []Attachment
}

// Attachment is a file sent with a message.
type Attachment struct {
	Name        string
	ContentType string
	Data        []byte
}

// Sender delivers messages. An error is temporary (the message is tried
// again later) unless it is a *PermanentError.
type Sender interface {
	Send(ctx context.Context, m *Message) error
}

// PermanentError is a refusal that trying again will not change: the
// server answered 5xx, or the message cannot be built.
type PermanentError struct{ Err error }

func (e *PermanentError) Error() string { return e.Err.Error() }
func (e *PermanentError) Unwrap() error { return e.Err }

// Permanent marks err as permanent.
func Permanent(err error) error { return &PermanentError{Err: err} }

// IsPermanent reports whether err is a permanent refusal.
func IsPermanent(err error) bool {
	var p *PermanentError
	return errors.As(err, &p)
}
