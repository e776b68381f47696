package config

import (
	"math"
	"net"
	"net/mail"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// Mail is how customers are e-mailed: the SMTP_URL, MAIL_FROM and
// REMINDER_HOURS variables.
type Mail struct {
	// SMTP is the server messages go through; nil keeps every message in
	// the outbox undelivered (KEPT), for admins to read.
	SMTP *SMTPServer
	// From is the sender of every message (MAIL_FROM).
	From string
	// ReminderBefore is how long before a show its reminder goes out;
	// 0 sends no reminders.
	ReminderBefore time.Duration
}

// SMTPServer is SMTP_URL taken apart.
type SMTPServer struct {
	Host string
	Port int
	// ImplicitTLS (smtps://) speaks TLS from the first byte; otherwise
	// the connection is upgraded with STARTTLS, which is required unless
	// the server is on loopback.
	ImplicitTLS        bool
	Username, Password string
}

// Loopback reports whether the server is on this machine, where a
// plain-text connection never crosses a network.
func (s *SMTPServer) Loopback() bool {
	if s.Host == "localhost" {
		return true
	}
	ip := net.ParseIP(s.Host)
	return ip != nil && ip.IsLoopback()
}

// DefaultReminderHours is REMINDER_HOURS unless set.
const DefaultReminderHours = 3

// mail reads SMTP_URL, MAIL_FROM and REMINDER_HOURS. Without SMTP_URL
// messages are kept, in production too (a startup warning says so): an
// operator can add a server later and retry them from /admin/outbox.
func (l *loader) mail(c *Config) {
	if raw := l.get("SMTP_URL", ""); raw != "" {
		c.Mail.SMTP = l.smtpURL(raw)
	}
	c.Mail.From = l.get("MAIL_FROM", "")
	switch {
	case c.Mail.From != "":
		if _, err := mail.ParseAddress(c.Mail.From); err != nil {
			l.bad("MAIL_FROM=%q: want an address such as Marquee <tickets@example.com>", c.Mail.From)
		}
	case c.Mail.SMTP != nil:
		l.bad("MAIL_FROM is required when SMTP_URL is set: it is the sender of every e-mail, such as Marquee <tickets@example.com>")
	}
	raw := l.get("REMINDER_HOURS", strconv.Itoa(DefaultReminderHours))
	h, err := strconv.ParseFloat(raw, 64)
	if err != nil || math.IsNaN(h) || h < 0 || h > 168 {
		l.bad("REMINDER_HOURS=%q: want hours from 0 (no reminders) to 168, decimals allowed", raw)
		return
	}
	c.Mail.ReminderBefore = time.Duration(h * float64(time.Hour))
}

// smtpURL parses smtp://user:pass@host:port (STARTTLS, port 587 unless
// given) or smtps://… (implicit TLS, port 465). Errors never repeat the
// password.
func (l *loader) smtpURL(raw string) *SMTPServer {
	u, err := url.Parse(raw)
	if err != nil {
		l.bad("SMTP_URL: not a URL like smtp://user:password@mail.example.com:587")
		return nil
	}
	shown := u.Redacted()
	s := &SMTPServer{Host: u.Hostname()}
	port := 587
	switch strings.ToLower(u.Scheme) {
	case "smtp":
	case "smtps":
		s.ImplicitTLS, port = true, 465
	default:
		l.bad("SMTP_URL=%s: want smtp:// (STARTTLS) or smtps:// (TLS)", shown)
		return nil
	}
	if s.Host == "" || (u.Path != "" && u.Path != "/") || u.RawQuery != "" {
		l.bad("SMTP_URL=%s: want smtp://user:password@host:port and nothing more", shown)
		return nil
	}
	if p := u.Port(); p != "" {
		if port, err = strconv.Atoi(p); err != nil || port < 1 || port > 65535 {
			l.bad("SMTP_URL=%s: the port must be 1-65535", shown)
			return nil
		}
	}
	s.Port = port
	if u.User != nil {
		s.Username = u.User.Username()
		s.Password, _ = u.User.Password()
	}
	return s
}
