package config

import (
	"strings"
	"testing"
	"time"
)

func TestMailDefaults(t *testing.T) {
	c, err := Load(env(nil))
	if err != nil {
		t.Fatal(err)
	}
	if c.Mail.SMTP != nil || c.Mail.From != "" || c.Mail.ReminderBefore != 3*time.Hour {
		t.Fatalf("mail defaults %+v", c.Mail)
	}
	// Production without SMTP_URL keeps messages rather than refusing to start.
	if _, err := Load(env(map[string]string{"APP_ENV": "production", "CLERK_SECRET_KEY": "sk", "CLERK_PUBLISHABLE_KEY": "pk",
		"STRIPE_SECRET_KEY": "sk_x", "STRIPE_WEBHOOK_SECRET": "whsec_x"})); err != nil {
		t.Fatalf("production without SMTP_URL: %v", err)
	}
}

func TestSMTPURL(t *testing.T) {
	for raw, want := range map[string]SMTPServer{
		"smtp://mail.example.com":                  {Host: "mail.example.com", Port: 587},
		"smtp://u%40x:p%3Aw@mail.example.com:2525": {Host: "mail.example.com", Port: 2525, Username: "u@x", Password: "p:w"},
		"SMTPS://mail.example.com":                 {Host: "mail.example.com", Port: 465, ImplicitTLS: true},
		"smtp://127.0.0.1:1025/":                   {Host: "127.0.0.1", Port: 1025},
	} {
		c, err := Load(env(map[string]string{"SMTP_URL": raw, "MAIL_FROM": "Marquee <tickets@example.com>", "REMINDER_HOURS": "1.5"}))
		if err != nil {
			t.Fatalf("SMTP_URL=%s: %v", raw, err)
		}
		if *c.Mail.SMTP != want || c.Mail.ReminderBefore != 90*time.Minute {
			t.Errorf("SMTP_URL=%s: %+v, reminder %v", raw, *c.Mail.SMTP, c.Mail.ReminderBefore)
		}
	}
	for host, loop := range map[string]bool{"localhost": true, "127.0.0.1": true, "::1": true, "mail.example.com": false, "10.0.0.1": false} {
		if got := (&SMTPServer{Host: host}).Loopback(); got != loop {
			t.Errorf("%s loopback = %v", host, got)
		}
	}
	if c, err := Load(env(map[string]string{"REMINDER_HOURS": "0"})); err != nil || c.Mail.ReminderBefore != 0 {
		t.Fatalf("REMINDER_HOURS=0: %v %v", c, err)
	}
}

func TestBadMailValues(t *testing.T) {
	for _, c := range []struct {
		env  map[string]string
		want string
	}{
		{map[string]string{"SMTP_URL": "smtp://mail.example.com"}, "MAIL_FROM is required"},
		{map[string]string{"SMTP_URL": "http://mail.example.com", "MAIL_FROM": "a@b.c"}, "SMTP_URL=http://mail.example.com: want smtp://"},
		{map[string]string{"SMTP_URL": "smtp://u:hunter2@mail.example.com:99999", "MAIL_FROM": "a@b.c"}, "port"},
		{map[string]string{"SMTP_URL": "smtp://u:hunter2@:25", "MAIL_FROM": "a@b.c"}, "SMTP_URL"},
		{map[string]string{"SMTP_URL": "smtp://mail.example.com/x?tls=no", "MAIL_FROM": "a@b.c"}, "nothing more"},
		{map[string]string{"MAIL_FROM": "not an address"}, "MAIL_FROM"},
		{map[string]string{"REMINDER_HOURS": "-1"}, "REMINDER_HOURS"},
		{map[string]string{"REMINDER_HOURS": "200"}, "REMINDER_HOURS"},
		{map[string]string{"REMINDER_HOURS": "soon"}, "REMINDER_HOURS"},
	} {
		_, err := Load(env(c.env))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: err = %v, want %q", c.env, err, c.want)
		}
		if err != nil && strings.Contains(err.Error(), "hunter2") {
			t.Errorf("%v: the error repeats the password: %v", c.env, err)
		}
	}
}
