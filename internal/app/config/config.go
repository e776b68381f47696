package config

import (
	"errors"
	"fmt"
	"math"
	"net"
	"net/url"
	"strconv"
	"strings"
	"time"
	_ "time/tzdata" // THEATRE_TZ must resolve even on hosts without zoneinfo

	"marquee/db"
	"marquee/internal/adapters/tmdb"
	"marquee/internal/domain/booking"
	"marquee/internal/platform/origin"
	"marquee/internal/platform/ratelimit"
)

// Config is the validated runtime configuration.
type Config struct {
	// Host is the interface to listen on: 127.0.0.1 in development (where
	// the development sign-in makes anyone an admin), 0.0.0.0 in production.
	Host        string
	Port        int
	DatabaseURL string
	// PublicURL is the origin browsers use; payment return URLs and the
	// websocket origin check are built from it, never from request headers.
	PublicURL string
	AppEnv    string
	TheatreTZ *time.Location
	SeatHold  time.Duration
	// WaitlistOffer is how long a waitlist offer holds its seats
	// (WAITLIST_OFFER_MINUTES).
	WaitlistOffer time.Duration
	// PaymentStartGrace is how long a booking may wait for its payment
	// page before it is released as abandoned (PAYMENT_START_GRACE).
	PaymentStartGrace time.Duration
	// BookingFeePaise is the booking fee per ticket, before its 18% GST
	// (BOOKING_FEE_PAISE).
	BookingFeePaise int64
	// CancelCutoff is how long before the show a paid booking can still
	// be cancelled by its customer (CANCEL_CUTOFF).
	CancelCutoff time.Duration
	// CancelFeePercent is the share of a paid booking's amount kept when
	// its customer cancels it (CANCEL_FEE_PERCENT).
	CancelFeePercent int

	ClerkSecretKey         string
	ClerkPublishableKey    string
	ClerkAuthorizedParties []string
	ClerkAPIURL            string
	AdminUserIDs           []string
	StaffUserIDs           []string

	StripeSecretKey     string
	StripeWebhookSecret string
	StripeAPIBase       string

	TMDBAPIKey   string
	TMDBAPIBase  string
	ImageBaseURL string

	CORSOrigins []string
	// SampleData seeds the bundled catalogue into an empty database and
	// keeps its shows topped up for the coming days.
	SampleData bool

	// GraphQL bounds each operation; introspection and the playground are
	// off in production unless enabled explicitly.
	GraphQL GraphQLLimits
	// HTTP holds the server's timeouts.
	HTTP HTTPTimeouts
	// RateLimits are per minute; 0 disables one.
	RateLimits RateLimits
	// TrustedProxies are the reverse proxies whose X-Forwarded-For names
	// the client; without any the header is ignored.
	TrustedProxies ratelimit.Proxies
	// Websocket bounds what one socket and one client address may hold.
	Websocket WebsocketLimits
	// Mail is how customers are e-mailed (SMTP_URL, MAIL_FROM,
	// REMINDER_HOURS).
	Mail Mail
	// MetricsAddr is where /metrics is served (METRICS_ADDR); empty: not
	// at all. Never on the public listener.
	MetricsAddr string
	// RESTCompat selects how REST business failures are answered:
	// "" (HTTP-correct status codes) or "quickshow" (200 with success:false,
	// as the original QuickShow server did; authentication stays 401).
	RESTCompat string
	// Pool sizes the database connection pool (DATABASE_MAX_CONNS,
	// DATABASE_MAX_IDLE_CONNS).
	Pool Pool
	// EventBus carries seat changes between replicas over NATS
	// JetStream when its URL is set (EVENT_BUS_URL).
	EventBus EventBus
}

// WebsocketLimits are the WS_* variables.
type WebsocketLimits struct {
	// MaxSubscriptions is the most live operations one socket may run
	// (0: no limit).
	MaxSubscriptions int
	// MaxConnectionsPerIP is the most open sockets one client address may
	// hold (0: no limit).
	MaxConnectionsPerIP int
}

// GraphQLLimits are the GRAPHQL_* variables.
type GraphQLLimits struct {
	MaxDepth, MaxAliases, MaxComplexity int
	// MaxFields bounds every field selection (aliased or not, fragments
	// expanded), counted before validation, whose cost grows with its square.
	MaxFields int
	// MaxResponseBytes bounds the encoded data one operation may answer.
	MaxResponseBytes          int
	Introspection, Playground bool
}

// HTTPTimeouts are the HTTP_* variables. Write applies to every response
// except websockets, which live as long as a seat map is open.
type HTTPTimeouts struct {
	ReadHeader, Read, Write, Idle time.Duration
}

// RateLimits are the RATE_LIMIT_* variables, in requests per minute.
type RateLimits struct {
	BookingsPerUser, BookingsPerIP, SignInsPerIP, WebhookFailuresPerIP int
	// ReferenceCheckInsPerUser bounds check-ins by typed booking
	// reference per staff user (guessing references).
	ReferenceCheckInsPerUser int
}

const (
	EnvDevelopment = "development"
	EnvProduction  = "production"

	// RESTCompatQuickShow answers REST business failures with 200 and
	// success:false, the way the original QuickShow server did.
	RESTCompatQuickShow = "quickshow"
)

// Production reports whether APP_ENV is production.
func (c *Config) Production() bool { return c.AppEnv == EnvProduction }

// ClerkEnabled reports whether sign-in goes through Clerk.
func (c *Config) ClerkEnabled() bool { return c.ClerkSecretKey != "" }

// StripeEnabled reports whether payments go through Stripe; otherwise the
// local test checkout takes their place.
func (c *Config) StripeEnabled() bool { return c.StripeSecretKey != "" }

// Preconditions reports the auth and payments rules c breaks, each once,
// whoever built c: Load reports them with every other problem, app.New
// refuses a Config made by hand that breaks them before it touches
// anything, and the offline test checkout is mounted only when they hold.
// Clerk's keys come in pairs, as do Stripe's; production runs on both,
// never on the development sign-in (which signs anyone in as an admin)
// nor on the test checkout (which confirms bookings without payment).
func (c *Config) Preconditions() error {
	var errs []error
	switch {
	case c.ClerkSecretKey != "" && c.ClerkPublishableKey == "":
		errs = append(errs, errors.New("CLERK_PUBLISHABLE_KEY is required when CLERK_SECRET_KEY is set (the browser needs it to sign in)"))
	case c.ClerkSecretKey == "" && c.ClerkPublishableKey != "":
		errs = append(errs, errors.New("CLERK_SECRET_KEY is required when CLERK_PUBLISHABLE_KEY is set (the server needs it to verify sessions)"))
	case c.Production() && !c.ClerkEnabled():
		errs = append(errs, errors.New("APP_ENV=production requires CLERK_SECRET_KEY and CLERK_PUBLISHABLE_KEY: the development sign-in is never offered in production"))
	}
	switch {
	case c.Production() && !c.StripeEnabled():
		errs = append(errs, errors.New("APP_ENV=production requires STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: the offline test checkout, which confirms bookings without payment, is never offered in production"))
	case c.StripeEnabled() && c.StripeWebhookSecret == "":
		errs = append(errs, errors.New("STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set: without it no payment could ever be confirmed"))
	}
	return errors.Join(errs...)
}

// Load reads the configuration through getenv (os.Getenv in production,
// a map in tests) and reports every problem it finds at once.
func Load(getenv func(string) string) (*Config, error) {
	l := &loader{getenv: getenv}
	c := &Config{}
	l.listen(c)
	l.metrics(c)
	l.publicURL(c)
	l.booking(c)
	l.cancellation(c)
	l.clerk(c)
	l.stripe(c)
	l.catalog(c)
	l.mail(c)
	c.CORSOrigins = splitList(l.get("CORS_ORIGINS", ""))
	c.SampleData = l.boolVar("SAMPLE_DATA", !c.Production())
	l.limits(c)
	l.bus(c)
	switch c.RESTCompat = l.get("REST_COMPAT", ""); c.RESTCompat {
	case "", RESTCompatQuickShow:
	default:
		l.bad("REST_COMPAT=%q: want quickshow or nothing", c.RESTCompat)
	}
	if err := c.Preconditions(); err != nil {
		l.errs = append(l.errs, err)
	}
	if len(l.errs) > 0 {
		return nil, fmt.Errorf("configuration: %w", errors.Join(l.errs...))
	}
	return c, nil
}

// loader collects every problem, so one start reports them all.
type loader struct {
	getenv func(string) string
	errs   []error
}

func (l *loader) bad(format string, args ...any) {
	l.errs = append(l.errs, fmt.Errorf(format, args...))
}

// get returns the variable k without surrounding spaces, or def when it
// is empty.
func (l *loader) get(k, def string) string {
	if v := strings.TrimSpace(l.getenv(k)); v != "" {
		return v
	}
	return def
}

// listen reads PORT, HOST, DATABASE_URL and APP_ENV.
func (l *loader) listen(c *Config) {
	port, err := strconv.Atoi(l.get("PORT", "8080"))
	if err != nil || port < 1 || port > 65535 {
		l.bad("PORT=%q: want a TCP port number 1-65535", l.get("PORT", ""))
	}
	c.Port = port
	defHost := "127.0.0.1"
	if strings.TrimSpace(l.getenv("APP_ENV")) == EnvProduction {
		defHost = "0.0.0.0"
	}
	c.Host = l.get("HOST", defHost)
	if c.Host != "localhost" && net.ParseIP(c.Host) == nil {
		l.bad("HOST=%q: want an interface address such as 127.0.0.1, 0.0.0.0 or ::", c.Host)
	}
	c.DatabaseURL = l.get("DATABASE_URL", db.DefaultSQLitePath)

	c.AppEnv = l.get("APP_ENV", EnvDevelopment)
	if c.AppEnv != EnvDevelopment && c.AppEnv != EnvProduction {
		l.bad("APP_ENV=%q: want development or production", c.AppEnv)
	}
}

// publicURL reads PUBLIC_URL (after PORT, its default) in the one form
// every origin check compares: see package origin.
func (l *loader) publicURL(c *Config) {
	c.PublicURL = strings.TrimRight(l.get("PUBLIC_URL", fmt.Sprintf("http://localhost:%d", c.Port)), "/")
	if norm, err := origin.Normalize(c.PublicURL); err != nil {
		l.bad("PUBLIC_URL=%q: want an absolute http(s) origin such as https://tickets.example.com", c.PublicURL)
	} else {
		c.PublicURL = norm
	}
}

// booking reads THEATRE_TZ, SEAT_HOLD_MINUTES, WAITLIST_OFFER_MINUTES,
// BOOKING_FEE_PAISE and
// PAYMENT_START_GRACE.
func (l *loader) booking(c *Config) {
	tzName := l.get("THEATRE_TZ", "Asia/Kolkata")
	if loc, err := time.LoadLocation(tzName); err != nil {
		l.bad("THEATRE_TZ=%q: unknown time zone", tzName)
	} else {
		c.TheatreTZ = loc
	}

	holdRaw := l.get("SEAT_HOLD_MINUTES", strconv.FormatFloat(booking.DefaultHold.Minutes(), 'f', -1, 64))
	hold, err := strconv.ParseFloat(holdRaw, 64)
	if err != nil || math.IsNaN(hold) || hold <= 0 || hold > 24*60 {
		l.bad("SEAT_HOLD_MINUTES=%q: want minutes greater than 0 and at most 1440 (decimals allowed, e.g. 0.25)", holdRaw)
	} else {
		c.SeatHold = time.Duration(hold * float64(time.Minute))
	}

	offerRaw := l.get("WAITLIST_OFFER_MINUTES", strconv.FormatFloat(booking.DefaultWaitlistOffer.Minutes(), 'f', -1, 64))
	offer, err := strconv.ParseFloat(offerRaw, 64)
	if err != nil || math.IsNaN(offer) || offer <= 0 || offer > 24*60 {
		l.bad("WAITLIST_OFFER_MINUTES=%q: want minutes greater than 0 and at most 1440 (decimals allowed, e.g. 0.25)", offerRaw)
	} else {
		c.WaitlistOffer = time.Duration(offer * float64(time.Minute))
	}

	feeRaw := l.get("BOOKING_FEE_PAISE", "0")
	if fee, err := strconv.ParseInt(feeRaw, 10, 64); err != nil || fee < 0 || fee > 100000 {
		l.bad("BOOKING_FEE_PAISE=%q: want whole paise from 0 to 100000", feeRaw)
	} else {
		c.BookingFeePaise = fee
	}

	graceRaw := l.get("PAYMENT_START_GRACE", booking.DefaultPaymentStartGrace.String())
	if grace, err := time.ParseDuration(graceRaw); err != nil || grace < 100*time.Millisecond || grace > 2*time.Minute {
		l.bad("PAYMENT_START_GRACE=%q: want a duration from 100ms to 2m, such as 2m", graceRaw)
	} else {
		c.PaymentStartGrace = grace
	}
}

// cancellation reads CANCEL_CUTOFF and CANCEL_FEE_PERCENT.
func (l *loader) cancellation(c *Config) {
	cutRaw := l.get("CANCEL_CUTOFF", booking.DefaultCancelCutoff.String())
	if cut, err := time.ParseDuration(cutRaw); err != nil || cut < 0 {
		l.bad("CANCEL_CUTOFF=%q: want a duration of 0 or more, such as 2h or 90m", cutRaw)
	} else {
		c.CancelCutoff = cut
	}
	feeRaw := l.get("CANCEL_FEE_PERCENT", "0")
	if fee, err := strconv.Atoi(feeRaw); err != nil || fee < 0 || fee > 100 {
		l.bad("CANCEL_FEE_PERCENT=%q: want a whole percentage from 0 to 100", feeRaw)
	} else {
		c.CancelFeePercent = fee
	}
}

// clerk reads the CLERK_* variables, ADMIN_USER_IDS and STAFF_USER_IDS.
func (l *loader) clerk(c *Config) {
	c.ClerkSecretKey = l.get("CLERK_SECRET_KEY", "")
	c.ClerkPublishableKey = l.get("CLERK_PUBLISHABLE_KEY", "")
	c.ClerkAPIURL = l.get("CLERK_API_URL", "")
	c.ClerkAuthorizedParties = splitList(l.get("CLERK_AUTHORIZED_PARTIES", ""))
	c.AdminUserIDs = splitList(l.get("ADMIN_USER_IDS", ""))
	c.StaffUserIDs = splitList(l.get("STAFF_USER_IDS", ""))
	for i, p := range c.ClerkAuthorizedParties {
		if norm, err := origin.Normalize(p); err != nil {
			l.bad("CLERK_AUTHORIZED_PARTIES: %q is not an origin like https://tickets.example.com", p)
		} else {
			c.ClerkAuthorizedParties[i] = norm
		}
	}
	if c.ClerkEnabled() && len(c.ClerkAuthorizedParties) == 0 {
		// Without a list any site could replay our users' tokens.
		c.ClerkAuthorizedParties = []string{c.PublicURL}
	}
}

// stripe reads the STRIPE_* variables.
func (l *loader) stripe(c *Config) {
	c.StripeSecretKey = l.get("STRIPE_SECRET_KEY", "")
	c.StripeWebhookSecret = l.get("STRIPE_WEBHOOK_SECRET", "")
	c.StripeAPIBase = l.get("STRIPE_API_BASE", "")
	if c.StripeAPIBase != "" && !absoluteURL(c.StripeAPIBase) {
		l.bad("STRIPE_API_BASE=%q: want an absolute URL", c.StripeAPIBase)
	}
}

// catalog reads TMDB_API_KEY, TMDB_API_BASE and IMAGE_BASE_URL.
func (l *loader) catalog(c *Config) {
	c.TMDBAPIKey = l.get("TMDB_API_KEY", "")
	c.TMDBAPIBase = strings.TrimRight(l.get("TMDB_API_BASE", tmdb.DefaultBaseURL), "/")
	c.ImageBaseURL = strings.TrimRight(l.get("IMAGE_BASE_URL", "https://image.tmdb.org/t/p/original"), "/")
	for k, v := range map[string]string{"TMDB_API_BASE": c.TMDBAPIBase, "IMAGE_BASE_URL": c.ImageBaseURL} {
		if !absoluteURL(v) {
			l.bad("%s=%q: want an absolute URL", k, v)
		}
	}
}

func absoluteURL(s string) bool {
	u, err := url.Parse(s)
	return err == nil && u.Scheme != "" && u.Host != ""
}

func splitList(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, strings.TrimRight(p, "/"))
		}
	}
	return out
}
