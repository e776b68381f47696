package smtp

import (
	"bytes"
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"net"
	"time"

	gomail "github.com/wneessen/go-mail"

	"marquee/internal/domain/mail"
)

// Config is the server a Sender delivers through.
type Config struct {
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
	// Timeout bounds connecting, then the server's greeting with EHLO,
	// STARTTLS and AUTH, then each message's commands; 0 means 30 s.
	Timeout time.Duration
	// RootCAs, when set, replaces the system's certificate authorities
	// (a test server's own certificate).
	RootCAs *x509.CertPool
}

// Sender is the mail.Sender that delivers through an SMTP server, one
// connection per message.
type Sender struct {
	cfg  Config
	opts []gomail.Option
}

var _ mail.Sender = (*Sender)(nil)

// New checks cfg and returns a sender; it does not connect.
func New(cfg Config) (*Sender, error) {
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
		// Our dialer speaks the TLS (see dialer), and go-mail skips its own
		// TLS when it is handed a dialer. Opportunistic lets it see the
		// connection is encrypted, which lets AUTH offer PLAIN and LOGIN; a
		// server never offers STARTTLS inside TLS, so nothing is upgraded.
		opts = append(opts, gomail.WithTLSPolicy(gomail.TLSOpportunistic))
	case cfg.Loopback:
		opts = append(opts, gomail.WithTLSPolicy(gomail.TLSOpportunistic))
	default:
		opts = append(opts, gomail.WithTLSPolicy(gomail.TLSMandatory))
	}
	opts = append(opts, gomail.WithTLSConfig(tlsConfig(cfg)))
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
	return &Sender{cfg: cfg, opts: opts}, nil
}

// Send delivers m. A 5xx answer, or a message that cannot be built, is a
// mail.PermanentError; anything else (4xx, the network) is temporary. Once the
// server has accepted the message, a failure after that (closing the
// connection) is no failure of the message.
func (s *Sender) Send(ctx context.Context, m *mail.Message) error {
	msg, err := s.build(m)
	if err != nil {
		return mail.Permanent(err)
	}
	var conns connections
	defer conns.release()
	c, err := gomail.NewClient(s.cfg.Host, append(s.opts, gomail.WithDialContextFunc(s.dialer(ctx, &conns)))...)
	if err != nil {
		return fmt.Errorf("SMTP client: %w", err)
	}
	err = c.DialAndSendWithContext(ctx, msg)
	if err == nil || msg.IsDelivered() {
		return nil
	}
	var se *gomail.SendError
	if errors.As(err, &se) && se.ErrorCode() >= 500 && se.ErrorCode() < 600 {
		return mail.Permanent(err)
	}
	return err
}

// dialer connects for one Send. go-mail bounds the dial by the timeout,
// and each message's commands once it sends one, but not the wait for the
// server's greeting nor EHLO, STARTTLS and AUTH, and it stops watching ctx
// once connected: a server that accepts and never speaks held a worker for
// minutes. So the connection gets the timeout as its deadline at once (go-mail
// moves it on per message), and is closed when ctx ends — the send's own
// timeout, or the worker stopping — whatever go-mail is waiting for.
func (s *Sender) dialer(ctx context.Context, conns *connections) gomail.DialContextFunc {
	return func(dialCtx context.Context, network, addr string) (net.Conn, error) {
		d := &net.Dialer{}
		var conn net.Conn
		var err error
		if s.cfg.ImplicitTLS {
			// The handshake runs inside DialContext, so dialCtx bounds it.
			conn, err = (&tls.Dialer{NetDialer: d, Config: tlsConfig(s.cfg)}).DialContext(dialCtx, network, addr)
		} else {
			conn, err = d.DialContext(dialCtx, network, addr)
		}
		if err != nil {
			return nil, err
		}
		if err := conn.SetDeadline(time.Now().Add(s.cfg.Timeout)); err != nil {
			_ = conn.Close()
			return nil, err
		}
		// The connection is handed back as it is, not wrapped: go-mail
		// tells a TLS connection by its type.
		conns.watch(ctx, conn)
		return conn, nil
	}
}

// tlsConfig is go-mail's default TLS configuration (TLS 1.2 at least,
// the server's name checked) with cfg's certificate authorities.
func tlsConfig(cfg Config) *tls.Config {
	return &tls.Config{ServerName: cfg.Host, RootCAs: cfg.RootCAs, MinVersion: tls.VersionTLS12}
}

// connections closes the connections of one Send when its context ends.
type connections struct{ stops []func() bool }

func (c *connections) watch(ctx context.Context, conn net.Conn) {
	c.stops = append(c.stops, context.AfterFunc(ctx, func() { _ = conn.Close() }))
}

// release stops watching once Send has returned (go-mail has closed the
// connections by then).
func (c *connections) release() {
	for _, stop := range c.stops {
		stop()
	}
}

// build makes the MIME message: text and HTML alternatives, then the
// attachments.
func (s *Sender) build(m *mail.Message) (*gomail.Msg, error) {
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
