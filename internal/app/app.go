package app

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"sync"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/clerk/clerk-sdk-go/v2"
	"github.com/uptrace/bun"

	"marquee/client"
	"marquee/db"
	"marquee/db/migrations"
	"marquee/internal/adapters/graphql/resolvers"
	"marquee/internal/adapters/httpserver"
	"marquee/internal/adapters/natsbus"
	"marquee/internal/adapters/pgnotify"
	"marquee/internal/adapters/rest"
	"marquee/internal/adapters/tmdb"
	"marquee/internal/adapters/websocket"
	"marquee/internal/app/config"
	"marquee/internal/domain/admin"
	"marquee/internal/domain/audit"
	"marquee/internal/domain/booking"
	"marquee/internal/domain/boxoffice"
	"marquee/internal/domain/catalog"
	"marquee/internal/domain/catalog/sample"
	"marquee/internal/domain/concessions"
	"marquee/internal/domain/live"
	"marquee/internal/domain/mail"
	"marquee/internal/domain/programme"
	"marquee/internal/domain/reports"
	"marquee/internal/domain/reviews"
	"marquee/internal/domain/users"
	"marquee/internal/domain/venues"
	"marquee/internal/domain/waitingroom"
	"marquee/internal/platform/auth"
	"marquee/internal/platform/clock"
	"marquee/internal/platform/metrics"
)

// App is a wired, ready-to-serve Marquee.
type App struct {
	Config    *config.Config
	DB        *bun.DB
	Handler   http.Handler
	Booking   *booking.Service
	Programme *programme.Service
	Users     *users.Service
	Admin     *admin.Service
	Venues    *venues.Service
	// Concessions serves menus and offers.
	Concessions *concessions.Service
	Live        *live.Broker
	// Bus carries seat announcements between replicas over PostgreSQL's
	// LISTEN/NOTIFY; nil on SQLite. The broker listens through it and
	// closes it.
	Bus *pgnotify.Bus
	// NATS carries seat changes, with their seat maps, between replicas
	// over NATS JetStream when EVENT_BUS_URL is set, in place of Bus.
	NATS         *natsbus.Bus
	DevIssuer    *auth.DevIssuer
	Verifier     *auth.Verifier
	DatabaseKind string
	// Metrics counts bookings, claims, seat versions and the live seat
	// map, served on METRICS_ADDR when it is set.
	Metrics *metrics.Metrics

	// Outbox queues customers' e-mails; Mail delivers them.
	Outbox *mail.Outbox
	Mail   *mail.Worker

	log *slog.Logger
	wg  sync.WaitGroup

	metricsLn     net.Listener
	metricsServed bool

	// Reports computes sales, occupancy and settlement; Audit reads the
	// audit trail.
	Reports *reports.Service
	Audit   *audit.Service
	// BoxOffice runs tills and counter sales.
	BoxOffice *boxoffice.Service
	// Reviews serves verified reviews.
	Reviews *reviews.Service
	// Rooms runs the on-sale waiting rooms; the booking service asks it
	// at each online booking (booking.Service.Gate).
	Rooms *waitingroom.Service
}

// DefaultClerkStartupWait bounds how long a production start waits for
// Clerk's key set before giving up.
const DefaultClerkStartupWait = 30 * time.Second

// Option adjusts New.
type Option func(*options)

type options struct {
	clerkWait time.Duration
}

// ClerkStartupWait replaces DefaultClerkStartupWait; tests shorten it.
func ClerkStartupWait(d time.Duration) Option {
	return func(o *options) { o.clerkWait = d }
}

// New checks what must hold before anything is touched (production takes
// real payments and reaches Clerk), then opens and migrates the database,
// seeds the sample catalogue when configured, and wires every service and
// route.
func New(ctx context.Context, cfg *config.Config, log *slog.Logger, opts ...Option) (*App, error) {
	o := options{clerkWait: DefaultClerkStartupWait}
	for _, opt := range opts {
		opt(&o)
	}
	// A Config made by hand has not been through Load: it must not take
	// free payments or offer anyone an admin sign-in either.
	if err := cfg.Preconditions(); err != nil {
		return nil, fmt.Errorf("configuration: %w", err)
	}
	var clerkKeys *auth.ClerkKeySet
	if cfg.ClerkEnabled() {
		ks, err := clerkKeySet(ctx, cfg, log, o.clerkWait)
		if err != nil {
			return nil, err
		}
		clerkKeys = ks
	}
	bdb, err := db.OpenPool(ctx, cfg.DatabaseURL, db.Pool{MaxOpen: cfg.Pool.MaxConns, MaxIdle: cfg.Pool.MaxIdleConns})
	if err != nil {
		return nil, err
	}
	a := &App{Config: cfg, DB: bdb, log: log, DatabaseKind: db.Dialect(bdb), Metrics: metrics.New()}
	if err := a.init(ctx, clerkKeys); err != nil {
		if a.Live != nil {
			a.Live.Close() // and its bus
		}
		_ = bdb.Close()
		return nil, err
	}
	if err := a.listenMetrics(); err != nil {
		_ = a.Close()
		return nil, err
	}
	return a, nil
}

// clerkKeySet builds the Clerk key set; in production it also fetches the
// keys now, so a wrong key or URL stops the start instead of every sign-in
// failing later. Development skips the fetch to start offline.
func clerkKeySet(ctx context.Context, cfg *config.Config, log *slog.Logger, wait time.Duration) (*auth.ClerkKeySet, error) {
	ks, err := auth.NewClerkKeySet(auth.ClerkKeySetConfig{SecretKey: cfg.ClerkSecretKey, APIURL: cfg.ClerkAPIURL, Logger: log})
	if err != nil {
		return nil, fmt.Errorf("clerk: %w", err)
	}
	if !cfg.Production() {
		return ks, nil
	}
	apiURL := cfg.ClerkAPIURL
	if apiURL == "" {
		apiURL = "(empty: " + clerk.APIURL + ")"
	}
	err = ks.WaitReady(ctx, wait)
	var fe *auth.ClerkFetchError
	switch {
	case err == nil:
		return ks, nil
	case errors.As(err, &fe) && fe.Refused():
		return nil, fmt.Errorf("clerk: CLERK_SECRET_KEY was refused by Clerk at CLERK_API_URL=%s (HTTP %d): use the secret key of the instance whose publishable key is CLERK_PUBLISHABLE_KEY: %w",
			apiURL, fe.StatusCode, err)
	default:
		return nil, fmt.Errorf("clerk: cannot fetch the session-token keys (JWKS) from CLERK_API_URL=%s with CLERK_SECRET_KEY: check both, and that this server can reach Clerk: %w",
			apiURL, err)
	}
}

// init wires the application. Every dependency is built before the code
// that uses it; the one cycle (bookings and live seats) is broken in
// newSeats.
func (a *App) init(ctx context.Context, clerkKeys *auth.ClerkKeySet) error {
	cfg := a.Config
	if err := a.prepareDB(ctx); err != nil {
		return err
	}
	provider, paymentRoutes, err := newPayments(cfg)
	if err != nil {
		return err
	}
	a.Users = &users.Service{DB: a.DB}
	a.Venues = &venues.Service{DB: a.DB, TZ: cfg.TheatreTZ}
	a.Programme = &programme.Service{DB: a.DB, TZ: cfg.TheatreTZ}
	if a.Booking, a.Live, err = a.newSeats(ctx, provider); err != nil {
		return err
	}
	if a.Booking.TicketKey, err = ticketKey(ctx, a.DB); err != nil {
		return err
	}
	if err := a.newMail(); err != nil {
		return err
	}
	// A nil interface, never a nil *tmdb.Client, when no key is set: the
	// catalogue then answers from the sample catalogue alone.
	var movies catalog.MovieSource
	if cfg.TMDBAPIKey != "" {
		c, err := tmdb.New(tmdb.Config{APIKey: cfg.TMDBAPIKey, BaseURL: cfg.TMDBAPIBase})
		if err != nil {
			return fmt.Errorf("tmdb: %w", err)
		}
		movies = c
	}
	a.Concessions = &concessions.Service{DB: a.DB, TZ: cfg.TheatreTZ, Clock: func() time.Time { return a.Booking.Clock.Now() }}
	a.Reports = &reports.Service{DB: a.DB, TZ: cfg.TheatreTZ}
	a.Audit = &audit.Service{DB: a.DB}
	a.BoxOffice = &boxoffice.Service{DB: a.DB, Bookings: a.Booking}
	a.Reviews = &reviews.Service{DB: a.DB, TZ: cfg.TheatreTZ, Clock: func() time.Time { return a.Booking.Clock.Now() }}
	a.Rooms = &waitingroom.Service{DB: a.DB, Logger: a.log}
	if a.Rooms.Key, err = signingKey(ctx, a.DB, "admission_signing_key"); err != nil {
		return err
	}
	a.Booking.Gate = a.Rooms
	// Admissions travel on the seat bus, so every replica sends the new
	// positions as soon as any admits (SQLite: one process, no bus).
	switch {
	case a.NATS != nil:
		a.Rooms.Bus = a.NATS
		a.NATS.HearRooms(a.Rooms.Heard)
	case a.Bus != nil:
		a.Rooms.Bus = a.Bus
		a.Bus.HearRooms(a.Rooms.Heard)
	}
	a.Admin = &admin.Service{DB: a.DB, TZ: cfg.TheatreTZ, Catalogue: catalog.NewCatalogue(movies, a.log), Venues: a.Venues, Bookings: a.Booking, Reports: a.Reports}
	if a.Verifier, err = a.newVerifier(ctx, clerkKeys); err != nil {
		return err
	}
	bk := a.Booking
	a.Handler = clock.Arrivals(a.newHandler(func(mux *http.ServeMux) { paymentRoutes(mux, bk) }))
	return nil
}

// prepareDB migrates the database and seeds the sample catalogue when
// configured.
func (a *App) prepareDB(ctx context.Context) error {
	cfg := a.Config
	if err := migrations.Migrate(ctx, a.DB); err != nil {
		return fmt.Errorf("DATABASE_URL=%s: migrate: %w", db.RedactDSN(cfg.DatabaseURL), err)
	}
	if cfg.SampleData {
		res, err := catalog.SeedSample(ctx, a.DB, time.Now(), cfg.TheatreTZ)
		if err != nil {
			return fmt.Errorf("seed sample catalogue: %w", err)
		}
		a.log.Info("sample catalogue", "new_movies", res.Movies, "new_shows", res.Shows)
	}
	return nil
}

// newSeats builds the booking service and the live seat broker, which need
// each other: bookings publish seat changes to the broker, and the broker
// reads a show's seats through the booking service. The cycle is broken
// here and only here. The booking service is built first, complete but for
// its publisher; the broker gets its SeatSnapshot as a method value, bound
// to that built service rather than to a field that may still be nil; and
// the broker becomes the publisher before either is returned, so no request
// or goroutine ever sees one without the other. On PostgreSQL the broker
// announces each commit to the other replicas and hears theirs through a
// LISTEN/NOTIFY bus (a.Bus); SQLite is a single process, so the in-process
// fan-out serves alone.
//
// With EVENT_BUS_URL the bus is NATS JetStream instead (a.NATS), on either
// database: each change also writes its seat map to the seat-event outbox
// in its transaction, and the bus relays it and brings it to the replicas
// that watch the show.
func (a *App) newSeats(ctx context.Context, payments booking.PaymentProvider) (*booking.Service, *live.Broker, error) {
	cfg := a.Config
	bk := booking.New(a.DB, cfg.SeatHold, cfg.TheatreTZ, payments, nil)
	bk.PaymentStartGrace = cfg.PaymentStartGrace
	bk.WaitlistOffer = cfg.WaitlistOffer
	bk.FeePaise = cfg.BookingFeePaise
	bk.CancelCutoff, bk.CancelFeePercent = cfg.CancelCutoff, cfg.CancelFeePercent
	bk.Limit = bookingLimit(cfg.RateLimits)
	bk.ReferenceLimit = referenceCheckInLimit(cfg.RateLimits)
	bk.Metrics = a.Metrics
	opts := live.Options{Snapshot: bk.SeatSnapshot, Logger: a.log, Metrics: a.Metrics, Clock: func() time.Time { return bk.Clock.Now() }}
	// The version re-check heals lost announcements (live.Options.Versions);
	// it runs on SQLite too, where it normally finds nothing.
	opts.Versions = func(ctx context.Context, ids []string) (map[string]int64, error) {
		return db.SeatVersions(ctx, a.DB, ids)
	}
	switch {
	case cfg.EventBus.URL != "":
		nb, err := natsbus.New(ctx, natsbus.Options{URL: cfg.EventBus.URL, Stream: cfg.EventBus.Stream,
			Subject: cfg.EventBus.Subject, DB: a.DB, Logger: a.log})
		if err != nil {
			return nil, nil, err
		}
		bk.RecordSeatEvents()
		a.Metrics.SeatEventsReclaimed(func() float64 { return float64(nb.Stats().Reclaimed) })
		a.NATS = nb
		opts.Bus = nb
		opts.GapWait = cfg.EventBus.GapWait
	case db.IsPG(a.DB):
		a.Bus = pgnotify.New(pgnotify.Options{DB: a.DB, DSN: cfg.DatabaseURL, Logger: a.log})
		opts.Bus = a.Bus
	}
	broker := live.New(opts)
	bk.Events = broker
	a.Metrics.LiveChangeReads(func() float64 { return float64(broker.Stats().ChangeReads) })
	a.Metrics.SeatEventReads(func() float64 { return float64(bk.SeatEventReads()) })
	return bk, broker, nil
}

// newVerifier verifies Clerk's tokens when Clerk is configured, otherwise
// those of the development issuer (which it sets on a).
func (a *App) newVerifier(ctx context.Context, clerkKeys *auth.ClerkKeySet) (*auth.Verifier, error) {
	cfg := a.Config
	var keys auth.KeySource = clerkKeys
	parties := cfg.ClerkAuthorizedParties
	if clerkKeys == nil {
		iss, err := auth.NewDevIssuer(ctx, auth.DevIssuerConfig{Store: settingsStore{a.DB}, Origin: cfg.PublicURL})
		if err != nil {
			return nil, fmt.Errorf("development sign-in: %w", err)
		}
		a.DevIssuer, keys, parties = iss, iss, []string{iss.Origin()}
	}
	v, err := auth.NewVerifier(keys, auth.Options{AuthorizedParties: parties, AdminUserIDs: cfg.AdminUserIDs, StaffUserIDs: cfg.StaffUserIDs, Recorder: a.Users, Logger: a.log})
	if err != nil {
		return nil, fmt.Errorf("auth: %w", err)
	}
	return v, nil
}

// newHandler routes GraphQL, the websocket, /api and the client to the
// services, which must all be built.
func (a *App) newHandler(paymentRoutes func(*http.ServeMux)) http.Handler {
	cfg, v := a.Config, a.Verifier
	r := &resolvers.Resolver{Programme: a.Programme, Venues: a.Venues, Users: a.Users, Bookings: a.Booking, Admin: a.Admin, Images: catalog.Images{TMDBBase: cfg.ImageBaseURL}, Live: a.Live, Mail: a.Outbox, Reports: a.Reports, Audit: a.Audit, BoxOffice: a.BoxOffice, Concessions: a.Concessions, Reviews: a.Reviews, Rooms: a.Rooms}
	return httpserver.New(httpserver.Deps{
		DB: a.DB, Resolver: r, Verifier: v, DevIssuer: a.DevIssuer,
		Client: client.Dist(), Art: httpserver.Art(sample.Artwork), Logger: a.log,
		Playground:      cfg.GraphQL.Playground,
		PlaygroundFiles: client.Playground(),
		Limits:          a.serverLimits(),
		Extra: mounts(paymentRoutes, func(mux *http.ServeMux) {
			rest.Routes(mux, rest.Services{Programme: a.Programme, Users: a.Users, Booking: a.Booking, Admin: a.Admin, Reports: a.Reports, Audit: a.Audit,
				Verifier: v, Images: r.Images, CORSOrigins: cfg.CORSOrigins, Logger: a.log,
				QuickShowFailures: cfg.RESTCompat == config.RESTCompatQuickShow})
		}),
		GraphQLTransports: []graphql.Transport{websocket.NewTransport(websocket.Options{
			Verifier: v, PublicURL: cfg.PublicURL, Development: !cfg.Production(), Logger: a.log,
			MaxSubscriptions:    wsLimit(cfg.Websocket.MaxSubscriptions),
			MaxConnectionsPerIP: wsLimit(cfg.Websocket.MaxConnectionsPerIP),
			Metrics:             a.Metrics,
			Seats:               a.Live,
			Rooms:               a.Rooms,
		})},
		Config: httpserver.ClientConfig{
			ClerkPublishableKey: cfg.ClerkPublishableKey,
			DevSignIn:           a.DevIssuer != nil,
			TheatreTimeZone:     cfg.TheatreTZ.String(),
			PaymentMode:         paymentMode(cfg),
			HoldMinutes:         cfg.SeatHold.Minutes(),
			LayoutMaxRows:       venues.MaxRows,
			LayoutMaxColumns:    venues.MaxCellsPerRow,
		},
	})
}

func paymentMode(cfg *config.Config) string {
	if cfg.StripeEnabled() {
		return "stripe"
	}
	return "test"
}

// Start releases the bookings that are already due and resumes the
// refunds of cancelled shows, then runs the background work: the metrics
// listener (METRICS_ADDR), the live seats' LISTEN loop, the hold sweeper
// (which also resumes refunds), the e-mail outbox's worker and, for
// the sample catalogue, a daily top-up of shows so the programme never
// runs dry.
func (a *App) Start(ctx context.Context) {
	a.serveMetrics(ctx, a.Metrics)
	// Release at once what a previous process left behind (holds that
	// ended while it was down, bookings it died before opening a payment
	// page for), so a restart never keeps those seats a moment longer.
	if n, err := a.Booking.ExpireDue(ctx); err != nil {
		a.log.Error("release stale bookings at start", "err", err)
	} else if n > 0 {
		a.log.Info("released stale bookings at start", "count", n)
	}
	// Finish the refunds of cancelled shows a previous process left
	// undone (it died between them); the sweeper keeps looking.
	a.wg.Add(1)
	go func() {
		defer a.wg.Done()
		if n := a.Booking.ResumeCancellations(ctx); n > 0 {
			a.log.Info("refunded bookings of cancelled shows at start", "count", n)
		}
	}()
	a.wg.Add(1)
	go func() {
		defer a.wg.Done()
		a.Live.Run(ctx) // LISTEN across replicas (PostgreSQL only)
	}()
	a.wg.Add(1)
	go func() {
		defer a.wg.Done()
		a.Booking.RunSweeper(ctx)
	}()
	a.wg.Add(1)
	go func() {
		defer a.wg.Done()
		a.Mail.Run(ctx)
	}()
	a.wg.Add(1)
	go func() {
		defer a.wg.Done()
		a.Rooms.Run(ctx) // admissions and queue positions
	}()
	if a.Config.SampleData {
		a.wg.Add(1)
		go func() {
			defer a.wg.Done()
			t := time.NewTicker(6 * time.Hour)
			defer t.Stop()
			for {
				select {
				case <-ctx.Done():
					return
				case <-t.C:
					if _, err := catalog.SeedSample(ctx, a.DB, time.Now(), a.Config.TheatreTZ); err != nil && ctx.Err() == nil {
						a.log.Error("top up sample shows", "err", err)
					}
				}
			}
		}()
	}
}

// Wait blocks until the background work started by Start has stopped
// (its context was cancelled).
func (a *App) Wait() { a.wg.Wait() }

// Close ends live subscriptions and releases the database.
func (a *App) Close() error {
	a.closeMetrics()
	a.Live.Close()
	return a.DB.Close()
}

// ticketKey loads the key that signs ticket codes, made once and kept in
// the database so every replica verifies every other's tickets.
func ticketKey(ctx context.Context, idb bun.IDB) ([]byte, error) {
	return signingKey(ctx, idb, "ticket_signing_key")
}

// signingKey loads the key of the setting name, made once and kept in the
// database so every replica shares it (ticket codes, admission tokens).
func signingKey(ctx context.Context, idb bun.IDB, name string) ([]byte, error) {
	v, err := db.LoadOrCreateSetting(ctx, idb, name, func() (string, error) {
		key := make([]byte, 32)
		if _, err := rand.Read(key); err != nil {
			return "", err
		}
		return base64.StdEncoding.EncodeToString(key), nil
	})
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return base64.StdEncoding.DecodeString(v)
}

// settingsStore keeps the development signing key in the database so
// every replica shares it and tokens survive restarts.
type settingsStore struct{ db bun.IDB }

func (s settingsStore) LoadOrCreate(ctx context.Context, name string, create func() (string, error)) (string, error) {
	return db.LoadOrCreateSetting(ctx, s.db, name, create)
}

// wsLimit reads a WS_* limit as the environment means it: 0 is off, as
// for the rate limits, which the transport spells Unlimited (its zero
// value is "the default").
func wsLimit(n int) int {
	if n == 0 {
		return websocket.Unlimited
	}
	return n
}
