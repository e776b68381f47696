package mail

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"time"

	gomail "github.com/wneessen/go-mail"
)

// SMTPConfig is the server an SMTP sender delivers through.
type SMTPConfig struct {
	Host string
	Port int
	// ImplicitTLS speaks TLS from the first byte (smtps://). Otherwise
	// STARTTLS is required, except on loopback, where it is used when the
	// server offers it.
	ImplicitTLS bool
	Loopback    bool
	// Username, when set, authenticates: with the best mechanism the server
	// offers over TLS, with PLAIN on a plain-text loopback connection.
	Username, Password string
	// From is the sender of every message.
	From string
	// Timeout bounds connecting and each command; 0 means 30 s.
	Timeout time.Duration
}

// SMTP sends through an SMTP server, one connection per message.
type SMTP struct {
	cfg  SMTPConfig
	opts []gomail.Option
}

// NewSMTP checks cfg and returns a sender; it does not connect.
func NewSMTP(cfg SMTPConfig) (*SMTP, error) {
	if cfg.Host == "" || cfg.Port < 1 || cfg.Port > 65535 {
		return nil, fmt.Errorf("mail: SMTP server %q port %d", cfg.Host, cfg.Port)
	}
	probe := gomail.NewMsg()
	if err := probe.From(cfg.From); err != nil {
		return nil, fmt.Errorf("mail: sender %q: %w", cfg.From, err)
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = 30 * time.Second
	}
	opts := []gomail.Option{gomail.WithTimeout(cfg.Timeout)}
	switch {
	case cfg.ImplicitTLS:
		opts = append(opts, gomail.WithSSL())
	case cfg.Loopback:
		opts = append(opts, gomail.WithTLSPolicy(gomail.TLSOpportunistic))
	default:
		opts = append(opts, gomail.WithTLSPolicy(gomail.TLSMandatory))
	}
	opts = append(opts, gomail.WithPort(cfg.Port))
	if cfg.Username != "" {
		auth := gomail.SMTPAuthAutoDiscover
		if cfg.Loopback && !cfg.ImplicitTLS {
			auth = gomail.SMTPAuthPlainNoEnc
		}
		opts = append(opts, gomail.WithSMTPAuth(auth), gomail.WithUsername(cfg.Username), gomail.WithPassword(cfg.Password))
	}
	if _, err := gomail.NewClient(cfg.Host, opts...); err != nil {
		return nil, fmt.Errorf("mail: SMTP client: %w", err)
	}
	return &SMTP{cfg: cfg, opts: opts}, nil
}

// Send delivers m. A 5xx answer, or a message that cannot be built, is a
// PermanentError; anything else (4xx, the network) is temporary. Once the
// server has accepted the message, a failure after that (closing the
// connection) is no failure of the message.
func (s *SMTP) Send(ctx context.Context, m *Message) error {
	msg, err := s.build(m)
	if err != nil {
		return Permanent(err)
	}
	c, err := gomail.NewClient(s.cfg.Host, s.opts...)
	if err != nil {
		return fmt.Errorf("SMTP client: %w", err)
	}
	err = c.DialAndSendWithContext(ctx, msg)
	if err == nil || msg.IsDelivered() {
		return nil
	}
	var se *gomail.SendError
	if errors.As(err, &se) && se.ErrorCode() >= 500 && se.ErrorCode() < 600 {
		return Permanent(err)
	}
	return err
}

// build makes the MIME message: text and HTML alternatives, then the
// attachments.
func (s *SMTP) build(m *Message) (*gomail.Msg, error) {
	msg := gomail.NewMsg()
	if err := msg.From(s.cfg.From); err != nil {
		return nil, fmt.Errorf("sender %q: %w", s.cfg.From, err)
	}
	if m.To == "" {
		return nil, errors.New("the customer has no e-mail address")
	}
	if err := msg.To(m.To); err != nil {
		return nil, fmt.Errorf("recipient %q: %w", m.To, err)
	}
	msg.Subject(m.Subject)
	msg.SetMessageIDWithValue(m.ID)
	msg.SetDate()
	msg.SetBodyString(gomail.TypeTextPlain, m.Text)
	msg.AddAlternativeString(gomail.TypeTextHTML, m.HTML)
	for _, a := range m.Attachments {
		if err := msg.AttachReader(a.Name, bytes.NewReader(a.Data), gomail.WithFileContentType(gomail.ContentType(a.ContentType))); err != nil {
			return nil, fmt.Errorf("attach %s: %w", a.Name, err)
		}
	}
	return msg, nil
}
