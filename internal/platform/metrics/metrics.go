package metrics

import (
	"net/http"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Booking outcomes, the values of the outcome label.
const (
	// Booked: the seats were claimed and the booking stored.
	Booked = "booked"
	// RefusedFromMemory: CONFLICT answered from seats known taken,
	// without a write transaction.
	RefusedFromMemory = "refused_from_memory"
	// Conflict: CONFLICT answered by the database's claim.
	Conflict = "conflict"
	// Rejected: any other refusal or failure (bad input, closed show,
	// rate limit, payment start).
	Rejected = "rejected"
	// Replayed: a retry with a used idempotency key was answered with
	// the booking that key made; nothing new was claimed.
	Replayed = "replayed"
)

// Booking is what the booking service reports.
type Booking interface {
	// BookingOutcome counts one booking attempt.
	BookingOutcome(outcome string)
	// ClaimDuration observes one claim: from asking for a turn to write
	// until its transaction committed or was refused.
	ClaimDuration(d time.Duration)
	// SeatVersionsPublished counts seat-map versions announced after commit.
	SeatVersionsPublished(n int)
}

// Live is what the live seat map reports: open websockets, running
// subscriptions and how long a new version takes to reach subscribers.
type Live interface {
	ConnectionOpened()
	ConnectionClosed()
	SubscriptionStarted()
	SubscriptionEnded()
	// FanoutDuration observes one version's delivery, from its
	// announcement to the last subscriber's mailbox or socket.
	FanoutDuration(d time.Duration)
}

// Nop counts nothing.
var Nop nop

type nop struct{}

func (nop) BookingOutcome(string)        {}
func (nop) ClaimDuration(time.Duration)  {}
func (nop) SeatVersionsPublished(int)    {}
func (nop) ConnectionOpened()            {}
func (nop) ConnectionClosed()            {}
func (nop) SubscriptionStarted()         {}
func (nop) SubscriptionEnded()           {}
func (nop) FanoutDuration(time.Duration) {}

var (
	_ Booking = Nop
	_ Live    = Nop
	_ Booking = (*Metrics)(nil)
	_ Live    = (*Metrics)(nil)
)

// Metrics is one process's counters, on a registry of its own (so several
// applications in one test process do not collide).
type Metrics struct {
	reg           *prometheus.Registry
	bookings      *prometheus.CounterVec
	claimSeconds  prometheus.Histogram
	seatVersions  prometheus.Counter
	connections   prometheus.Gauge
	subscriptions prometheus.Gauge
	fanoutSeconds prometheus.Histogram

	outboxOnce, readsOnce, eventReadsOnce, reclaimedOnce sync.Once
}

// latencyBuckets span a quick claim on an idle SQLite file (a fraction of
// a millisecond) to a slow fan-out to thousands of sockets (seconds).
var latencyBuckets = []float64{.0005, .001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5}

// New returns the counters, registered with the Go runtime's and the
// process's own collectors.
func New() *Metrics {
	m := &Metrics{
		reg: prometheus.NewRegistry(),
		bookings: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "marquee_bookings_total",
			Help: "Booking attempts by outcome: booked, refused_from_memory, conflict, rejected.",
		}, []string{"outcome"}),
		claimSeconds: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name:    "marquee_claim_duration_seconds",
			Help:    "Seat claims, from asking for a turn to write until commit or refusal.",
			Buckets: latencyBuckets,
		}),
		seatVersions: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "marquee_seat_versions_published_total",
			Help: "Seat-map versions announced after commit.",
		}),
		connections: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "marquee_websocket_connections",
			Help: "Open GraphQL websockets.",
		}),
		subscriptions: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "marquee_websocket_subscriptions",
			Help: "Running GraphQL subscriptions.",
		}),
		fanoutSeconds: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name:    "marquee_fanout_duration_seconds",
			Help:    "Delivery of one seat-map version to its subscribers, from its announcement.",
			Buckets: latencyBuckets,
		}),
	}
	m.reg.MustRegister(m.bookings, m.claimSeconds, m.seatVersions, m.connections, m.subscriptions, m.fanoutSeconds,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	// Every outcome is exported from the start, so a rate over it never
	// starts from a missing series.
	for _, o := range []string{Booked, RefusedFromMemory, Conflict, Rejected, Replayed} {
		m.bookings.WithLabelValues(o)
	}
	return m
}

// Handler serves the registry in Prometheus's exposition format.
func (m *Metrics) Handler() http.Handler {
	return promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{Registry: m.reg})
}

// OutboxDepth exports the e-mail outbox's depth (messages not yet sent)
// as read by depth at each scrape. The first call registers it; later
// calls are ignored. depth must be quick and safe to call concurrently;
// on an error it should return the last depth it knew.
func (m *Metrics) OutboxDepth(depth func() float64) {
	m.outboxOnce.Do(func() {
		m.reg.MustRegister(prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name: "marquee_outbox_depth",
			Help: "E-mail messages in the outbox waiting to be sent.",
		}, depth))
	})
}

// LiveChangeReads exports the live seat map's snapshot reads for changes
// and resyncs (live.Stats.ChangeReads) as read by reads at each scrape:
// the database reads a replica pays to keep its subscribers current,
// which the NATS bus (EVENT_BUS_URL) spares for every in-order change.
// The first call registers it; later calls are ignored.
func (m *Metrics) LiveChangeReads(reads func() float64) {
	m.readsOnce.Do(func() {
		m.reg.MustRegister(prometheus.NewCounterFunc(prometheus.CounterOpts{
			Name: "marquee_live_change_reads_total",
			Help: "Seat snapshots the live seat map read because a show changed or a resync, not for a new subscriber.",
		}, reads))
	})
}

// SeatEventReads exports the seat maps seat changes read for the
// seat-event outbox (booking.Service.SeatEventReads) as read by reads at
// each scrape: with EVENT_BUS_URL, a change that only claimed seats
// records a delta and reads none, any other reads the show's seats once
// in its transaction. The first call registers it; later calls are
// ignored.
func (m *Metrics) SeatEventReads(reads func() float64) {
	m.eventReadsOnce.Do(func() {
		m.reg.MustRegister(prometheus.NewCounterFunc(prometheus.CounterOpts{
			Name: "marquee_seat_event_reads_total",
			Help: "Seat maps seat changes read in their transaction for the seat-event outbox (changes that only claimed seats record a delta and read none).",
		}, reads))
	})
}

// SeatEventsReclaimed exports the seat-event outbox rows the NATS relay
// read back from the database (natsbus.Stats.Reclaimed) as read by rows
// at each scrape. The first call registers it; later calls are ignored.
func (m *Metrics) SeatEventsReclaimed(rows func() float64) {
	m.reclaimedOnce.Do(func() {
		m.reg.MustRegister(prometheus.NewCounterFunc(prometheus.CounterOpts{
			Name: "marquee_seat_events_reclaimed_total",
			Help: "Seat-event outbox rows the NATS relay read back from the database to publish them (their writer had not).",
		}, rows))
	})
}

func (m *Metrics) BookingOutcome(outcome string)  { m.bookings.WithLabelValues(outcome).Inc() }
func (m *Metrics) ClaimDuration(d time.Duration)  { m.claimSeconds.Observe(d.Seconds()) }
func (m *Metrics) SeatVersionsPublished(n int)    { m.seatVersions.Add(float64(n)) }
func (m *Metrics) ConnectionOpened()              { m.connections.Inc() }
func (m *Metrics) ConnectionClosed()              { m.connections.Dec() }
func (m *Metrics) SubscriptionStarted()           { m.subscriptions.Inc() }
func (m *Metrics) SubscriptionEnded()             { m.subscriptions.Dec() }
func (m *Metrics) FanoutDuration(d time.Duration) { m.fanoutSeconds.Observe(d.Seconds()) }
