package config

import (
	"strings"
	"testing"
	"time"

	"marquee/internal/domain/booking"
)

func env(kv map[string]string) func(string) string {
	return func(k string) string { return kv[k] }
}

func TestDefaults(t *testing.T) {
	c, err := Load(env(nil))
	if err != nil {
		t.Fatal(err)
	}
	if c.Port != 8080 || c.DatabaseURL != "data/marquee.db" || c.AppEnv != "development" ||
		c.PublicURL != "http://localhost:8080" || c.TheatreTZ.String() != "Asia/Kolkata" ||
		c.SeatHold != booking.DefaultHold || !c.SampleData || c.ClerkEnabled() || c.StripeEnabled() {
		t.Fatalf("unexpected defaults: %+v", c)
	}
}

func TestBookingFee(t *testing.T) {
	for raw, want := range map[string]int64{"": 0, "2500": 2500} {
		e := map[string]string{}
		if raw != "" {
			e["BOOKING_FEE_PAISE"] = raw
		}
		c, err := Load(env(e))
		if err != nil || c.BookingFeePaise != want {
			t.Fatalf("BOOKING_FEE_PAISE=%q: fee %d, %v; want %d", raw, c.BookingFeePaise, err, want)
		}
	}
}

func TestDecimalHold(t *testing.T) {
	c, err := Load(env(map[string]string{"SEAT_HOLD_MINUTES": "0.25"}))
	if err != nil {
		t.Fatal(err)
	}
	if c.SeatHold != 15*time.Second {
		t.Fatalf("hold = %v, want 15s", c.SeatHold)
	}
}

func TestPaymentStartGrace(t *testing.T) {
	c, err := Load(env(nil))
	if err != nil {
		t.Fatal(err)
	}
	if c.PaymentStartGrace != booking.DefaultPaymentStartGrace {
		t.Fatalf("default grace = %v, want %v", c.PaymentStartGrace, booking.DefaultPaymentStartGrace)
	}
	if c, err = Load(env(map[string]string{"PAYMENT_START_GRACE": "1.5s"})); err != nil || c.PaymentStartGrace != 1500*time.Millisecond {
		t.Fatalf("grace 1.5s = %v, %v", c, err)
	}
	for _, bad := range []string{"3m", "0", "50ms", "soon"} {
		if _, err := Load(env(map[string]string{"PAYMENT_START_GRACE": bad})); err == nil || !strings.Contains(err.Error(), "PAYMENT_START_GRACE") {
			t.Errorf("PAYMENT_START_GRACE=%s: err = %v", bad, err)
		}
	}
}

func TestCancellationPolicy(t *testing.T) {
	c, err := Load(env(nil))
	if err != nil {
		t.Fatal(err)
	}
	if c.CancelCutoff != booking.DefaultCancelCutoff || c.CancelFeePercent != 0 {
		t.Fatalf("defaults: cutoff %v, fee %d%%; want %v, 0%%", c.CancelCutoff, c.CancelFeePercent, booking.DefaultCancelCutoff)
	}
	c, err = Load(env(map[string]string{"CANCEL_CUTOFF": "90m", "CANCEL_FEE_PERCENT": "10"}))
	if err != nil || c.CancelCutoff != 90*time.Minute || c.CancelFeePercent != 10 {
		t.Fatalf("90m, 10%%: %+v, %v", c, err)
	}
	if c, err = Load(env(map[string]string{"CANCEL_CUTOFF": "0s", "CANCEL_FEE_PERCENT": "100"})); err != nil || c.CancelCutoff != 0 || c.CancelFeePercent != 100 {
		t.Fatalf("0s, 100%%: %+v, %v", c, err)
	}
	for k, bads := range map[string][]string{
		"CANCEL_CUTOFF":      {"-1h", "2", "soon"},
		"CANCEL_FEE_PERCENT": {"-1", "101", "2.5", "ten"},
	} {
		for _, bad := range bads {
			if _, err := Load(env(map[string]string{k: bad})); err == nil || !strings.Contains(err.Error(), k) {
				t.Errorf("%s=%s: err = %v", k, bad, err)
			}
		}
	}
	// Both bad at once: both are reported together.
	_, err = Load(env(map[string]string{"CANCEL_CUTOFF": "x", "CANCEL_FEE_PERCENT": "y"}))
	if err == nil || !strings.Contains(err.Error(), "CANCEL_CUTOFF") || !strings.Contains(err.Error(), "CANCEL_FEE_PERCENT") {
		t.Fatalf("both bad: %v", err)
	}
}

func TestClerkPartiesDefaultToPublicURL(t *testing.T) {
	c, err := Load(env(map[string]string{"CLERK_SECRET_KEY": "sk_test_x", "CLERK_PUBLISHABLE_KEY": "pk_test_x", "PUBLIC_URL": "https://tickets.example.com/"}))
	if err != nil {
		t.Fatal(err)
	}
	if len(c.ClerkAuthorizedParties) != 1 || c.ClerkAuthorizedParties[0] != "https://tickets.example.com" {
		t.Fatalf("parties = %v", c.ClerkAuthorizedParties)
	}
}

// PUBLIC_URL and CLERK_AUTHORIZED_PARTIES are origins in package origin's
// form: a default port and capitals name the same origin as without them.
func TestOriginsNormalized(t *testing.T) {
	c, err := Load(env(map[string]string{"CLERK_SECRET_KEY": "sk_test_x", "CLERK_PUBLISHABLE_KEY": "pk_test_x",
		"PUBLIC_URL": "https://Tickets.Example.com:443"}))
	if err != nil {
		t.Fatal(err)
	}
	if c.PublicURL != "https://tickets.example.com" || len(c.ClerkAuthorizedParties) != 1 || c.ClerkAuthorizedParties[0] != "https://tickets.example.com" {
		t.Fatalf("public URL %q, parties %v", c.PublicURL, c.ClerkAuthorizedParties)
	}
	c, err = Load(env(map[string]string{"CLERK_AUTHORIZED_PARTIES": "https://Tickets.Example.com:443/, http://localhost:5173"}))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(c.ClerkAuthorizedParties, " ") != "https://tickets.example.com http://localhost:5173" {
		t.Fatalf("parties %v", c.ClerkAuthorizedParties)
	}
}

func TestBadValues(t *testing.T) {
	cases := []struct {
		name string
		env  map[string]string
		want string
	}{
		{"port", map[string]string{"PORT": "http"}, "PORT"},
		{"port range", map[string]string{"PORT": "70000"}, "PORT"},
		{"env", map[string]string{"APP_ENV": "staging"}, "APP_ENV"},
		{"tz", map[string]string{"THEATRE_TZ": "Mars/Olympus"}, "THEATRE_TZ"},
		{"hold zero", map[string]string{"SEAT_HOLD_MINUTES": "0"}, "SEAT_HOLD_MINUTES"},
		{"hold text", map[string]string{"SEAT_HOLD_MINUTES": "ten"}, "SEAT_HOLD_MINUTES"},
		{"fee negative", map[string]string{"BOOKING_FEE_PAISE": "-1"}, "BOOKING_FEE_PAISE"},
		{"fee rupees", map[string]string{"BOOKING_FEE_PAISE": "20.5"}, "BOOKING_FEE_PAISE"},
		{"public url", map[string]string{"PUBLIC_URL": "tickets.example.com"}, "PUBLIC_URL"},
		{"public url with a query", map[string]string{"PUBLIC_URL": "https://tickets.example.com?x=1"}, "PUBLIC_URL"},
		{"party with a path", map[string]string{"CLERK_AUTHORIZED_PARTIES": "https://tickets.example.com/app"}, "CLERK_AUTHORIZED_PARTIES"},
		{"production without clerk", map[string]string{"APP_ENV": "production"}, "APP_ENV=production requires CLERK_SECRET_KEY"},
		{"production without stripe", map[string]string{"APP_ENV": "production", "CLERK_SECRET_KEY": "sk", "CLERK_PUBLISHABLE_KEY": "pk"}, "APP_ENV=production requires STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET"},
		{"production without webhook secret", map[string]string{"APP_ENV": "production", "CLERK_SECRET_KEY": "sk", "CLERK_PUBLISHABLE_KEY": "pk", "STRIPE_SECRET_KEY": "sk_live"}, "STRIPE_WEBHOOK_SECRET"},
		{"clerk half", map[string]string{"CLERK_SECRET_KEY": "sk"}, "CLERK_PUBLISHABLE_KEY"},
		{"stripe without webhook secret", map[string]string{"STRIPE_SECRET_KEY": "sk_test"}, "STRIPE_WEBHOOK_SECRET"},
		{"sample flag", map[string]string{"SAMPLE_DATA": "maybe"}, "SAMPLE_DATA"},
		{"image base", map[string]string{"IMAGE_BASE_URL": "nope"}, "IMAGE_BASE_URL"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Load(env(tc.env))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err = %v, want mention of %q", err, tc.want)
			}
		})
	}
}

// TestProductionReportsEveryProblemAtOnce: an operator fixing a production
// configuration sees the whole list in one start, not one error per try.
func TestProductionReportsEveryProblemAtOnce(t *testing.T) {
	_, err := Load(env(map[string]string{"APP_ENV": "production", "PORT": "http", "HOST": "everywhere", "SEAT_HOLD_MINUTES": "0"}))
	if err == nil {
		t.Fatal("accepted")
	}
	for _, want := range []string{"CLERK_SECRET_KEY", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "PORT=", "HOST=", "SEAT_HOLD_MINUTES="} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error does not name %s: %v", want, err)
		}
	}
}

// TestPreconditions: each auth and payments rule a Config breaks is one
// problem, whoever made the Config, and a complete one breaks none.
func TestPreconditions(t *testing.T) {
	clerk := func(c *Config) { c.ClerkSecretKey, c.ClerkPublishableKey = "sk", "pk" }
	stripe := func(c *Config) { c.StripeSecretKey, c.StripeWebhookSecret = "sk_x", "whsec_x" }
	for _, tc := range []struct {
		name string
		make func(*Config)
		want []string // one problem each, in this order
	}{
		{"development, nothing", func(*Config) {}, nil},
		{"development, both providers", func(c *Config) { clerk(c); stripe(c) }, nil},
		{"production, both providers", func(c *Config) { c.AppEnv = EnvProduction; clerk(c); stripe(c) }, nil},
		{"production, nothing", func(c *Config) { c.AppEnv = EnvProduction },
			[]string{"APP_ENV=production requires CLERK_SECRET_KEY", "APP_ENV=production requires STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET"}},
		{"production, half of Clerk", func(c *Config) { c.AppEnv, c.ClerkSecretKey = EnvProduction, "sk"; stripe(c) },
			[]string{"CLERK_PUBLISHABLE_KEY is required when CLERK_SECRET_KEY is set"}},
		{"development, publishable key alone", func(c *Config) { c.ClerkPublishableKey = "pk" },
			[]string{"CLERK_SECRET_KEY is required when CLERK_PUBLISHABLE_KEY is set"}},
		{"production, Stripe without its webhook secret", func(c *Config) { c.AppEnv = EnvProduction; clerk(c); c.StripeSecretKey = "sk_x" },
			[]string{"STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set"}},
		{"development, Stripe without its webhook secret", func(c *Config) { c.StripeSecretKey = "sk_x" },
			[]string{"STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := &Config{AppEnv: EnvDevelopment}
			tc.make(c)
			err := c.Preconditions()
			var got []string
			if err != nil {
				got = strings.Split(err.Error(), "\n")
			}
			if len(got) != len(tc.want) {
				t.Fatalf("problems %q, want %d: %q", got, len(tc.want), tc.want)
			}
			for i, w := range tc.want {
				if !strings.HasPrefix(got[i], w) {
					t.Errorf("problem %d is %q, want %q…", i, got[i], w)
				}
			}
		})
	}
}

func TestHost(t *testing.T) {
	for _, tc := range []struct {
		env  map[string]string
		want string
	}{
		{nil, "127.0.0.1"},
		{map[string]string{"HOST": "::"}, "::"},
		{map[string]string{"APP_ENV": "production", "CLERK_SECRET_KEY": "sk", "CLERK_PUBLISHABLE_KEY": "pk",
			"STRIPE_SECRET_KEY": "sk", "STRIPE_WEBHOOK_SECRET": "whsec"}, "0.0.0.0"},
	} {
		c, err := Load(env(tc.env))
		if err != nil || c.Host != tc.want {
			t.Errorf("%v: host = %v, %v; want %s", tc.env, c, err, tc.want)
		}
	}
}

func TestStaffUserIDs(t *testing.T) {
	c, err := Load(env(map[string]string{"STAFF_USER_IDS": " user_usher, user_b ,", "ADMIN_USER_IDS": "user_boss"}))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(c.StaffUserIDs, "|") != "user_usher|user_b" || strings.Join(c.AdminUserIDs, "|") != "user_boss" {
		t.Fatalf("staff = %q, admins = %q", c.StaffUserIDs, c.AdminUserIDs)
	}
}

// DATABASE_MAX_CONNS and DATABASE_MAX_IDLE_CONNS replace the fixed pool
// size (0, unset: the default); idle above open is refused. EVENT_BUS_URL
// must name a NATS server.
func TestPoolAndEventBus(t *testing.T) {
	c, err := Load(env(nil))
	if err != nil || c.Pool != (Pool{}) || c.EventBus.URL != "" || c.EventBus.Stream != "MARQUEE_SEATS" || c.EventBus.Subject != "marquee.seats" ||
		c.EventBus.GapWait != 150*time.Millisecond {
		t.Fatalf("defaults: %+v %+v, %v", c.Pool, c.EventBus, err)
	}
	c, err = Load(env(map[string]string{"DATABASE_MAX_CONNS": "12", "DATABASE_MAX_IDLE_CONNS": "4",
		"EVENT_BUS_URL": "nats://10.0.0.5:4222", "EVENT_BUS_STREAM": "SEATS_EU", "EVENT_BUS_SUBJECT": "eu.seats",
		"EVENT_BUS_GAP_WAIT": "250ms"}))
	if err != nil || c.Pool != (Pool{MaxConns: 12, MaxIdleConns: 4}) ||
		c.EventBus != (EventBus{URL: "nats://10.0.0.5:4222", Stream: "SEATS_EU", Subject: "eu.seats", GapWait: 250 * time.Millisecond}) {
		t.Fatalf("set: %+v %+v, %v", c.Pool, c.EventBus, err)
	}
	for k, v := range map[string]map[string]string{
		"DATABASE_MAX_CONNS":      {"DATABASE_MAX_CONNS": "-1"},
		"DATABASE_MAX_IDLE_CONNS": {"DATABASE_MAX_CONNS": "4", "DATABASE_MAX_IDLE_CONNS": "8"},
		"EVENT_BUS_URL":           {"EVENT_BUS_URL": "http://nats:4222"},
		"EVENT_BUS_STREAM":        {"EVENT_BUS_STREAM": "seats.eu"},
		"EVENT_BUS_SUBJECT":       {"EVENT_BUS_SUBJECT": "seats.>"},
		"EVENT_BUS_GAP_WAIT":      {"EVENT_BUS_GAP_WAIT": "5ms"},
	} {
		if _, err := Load(env(v)); err == nil || !strings.Contains(err.Error(), k) {
			t.Errorf("%v: error %v, want one naming %s", v, err, k)
		}
	}
}
