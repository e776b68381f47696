package app

import (
	"context"
	"fmt"
	"net/url"
	"time"

	"marquee/db"
	"marquee/internal/adapters/smtp"
	"marquee/internal/domain/mail"
)

// newMail builds the e-mail outbox, which the booking service writes to
// inside its transactions, and the worker that delivers it: over SMTP_URL,
// or, without one, by keeping every message for /admin/outbox (in
// production too, with a warning, so an operator can add a server later
// and retry what was kept). Every committed seat change wakes the worker:
// paying, cancelling and refunding a booking all change seats, so the
// message their transaction queued is in the table by then.
func (a *App) newMail() error {
	cfg := a.Config
	var sender mail.Sender
	if s := cfg.Mail.SMTP; s != nil {
		smtpSender, err := smtp.New(smtp.Config{Host: s.Host, Port: s.Port, ImplicitTLS: s.ImplicitTLS,
			Loopback: s.Loopback(), Username: s.Username, Password: s.Password, From: cfg.Mail.From})
		if err != nil {
			return fmt.Errorf("SMTP_URL, MAIL_FROM: %w", err)
		}
		sender = smtpSender
	} else {
		level := a.log.Info
		if cfg.Production() {
			level = a.log.Warn
		}
		level("SMTP_URL is not set: customers' e-mails are kept in the outbox, not sent (admins read them at /admin/outbox)")
	}
	w := mail.NewWorker(a.DB, sender, a.Booking)
	w.TZ, w.PublicURL, w.Logger = cfg.TheatreTZ, cfg.PublicURL, a.log
	if u, err := url.Parse(cfg.PublicURL); err == nil && u.Hostname() != "" {
		w.Host = u.Hostname()
	}
	a.Mail = w
	a.Outbox = &mail.Outbox{DB: a.DB, TZ: cfg.TheatreTZ, ReminderBefore: cfg.Mail.ReminderBefore, PublicURL: cfg.PublicURL, Tickets: a.Booking}
	a.Booking.Notify = a.Outbox
	// Read when /metrics is scraped (never on the public listener), so a
	// queue that backs up shows without any polling of our own.
	a.Metrics.OutboxDepth(func() float64 {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		n, err := db.CountMail(ctx, a.DB, db.MailPending)
		if err != nil {
			return -1
		}
		return float64(n)
	})
	a.Booking.Committed = w.Kick
	return nil
}
