package ratelimit

import (
	"math"
	"sync"
	"time"
)

// DefaultMaxKeys bounds how many callers one limiter remembers; at about
// 100 bytes a key it is a few MiB at most.
const DefaultMaxKeys = 100_000

// Limiter is a token bucket per key: each key may spend up to perMinute
// requests at once and earns them back evenly over a minute. A nil
// *Limiter allows everything, which is how a limit of 0 disables it.
type Limiter struct {
	mu      sync.Mutex
	rate    float64 // tokens per second
	burst   float64
	maxKeys int
	now     func() time.Time
	buckets map[string]*bucket
	swept   time.Time
}

type bucket struct {
	tokens float64
	at     time.Time
}

// Options tune a limiter; the zero value is production's.
type Options struct {
	// Clock replaces time.Now in tests.
	Clock func() time.Time
	// MaxKeys replaces DefaultMaxKeys.
	MaxKeys int
}

// PerMinute returns a limiter allowing n requests a minute per key, or nil
// (no limit) when n <= 0.
func PerMinute(n int) *Limiter { return New(n, Options{}) }

// New is PerMinute with options.
func New(perMinute int, o Options) *Limiter {
	if perMinute <= 0 {
		return nil
	}
	if o.Clock == nil {
		o.Clock = time.Now
	}
	if o.MaxKeys <= 0 {
		o.MaxKeys = DefaultMaxKeys
	}
	return &Limiter{
		rate: float64(perMinute) / 60, burst: float64(perMinute), maxKeys: o.MaxKeys,
		now: o.Clock, buckets: map[string]*bucket{}, swept: o.Clock(),
	}
}

// Allow spends one token of key. When none is left it reports how long
// until one is.
func (l *Limiter) Allow(key string) (bool, time.Duration) {
	if l == nil {
		return true, 0
	}
	now := l.now()
	l.mu.Lock()
	defer l.mu.Unlock()
	l.sweep(now, false)
	b := l.buckets[key]
	if b == nil {
		if len(l.buckets) >= l.maxKeys {
			l.sweep(now, true)
		}
		b = &bucket{tokens: l.burst, at: now}
		l.buckets[key] = b
	}
	l.refill(b, now)
	if b.tokens >= 1 {
		b.tokens--
		return true, 0
	}
	return false, l.wait(b)
}

// Blocked reports, without spending anything, whether key has no token
// left and how long until it has one.
func (l *Limiter) Blocked(key string) (bool, time.Duration) {
	if l == nil {
		return false, 0
	}
	now := l.now()
	l.mu.Lock()
	defer l.mu.Unlock()
	b := l.buckets[key]
	if b == nil {
		return false, 0
	}
	l.refill(b, now)
	if b.tokens >= 1 {
		return false, 0
	}
	return true, l.wait(b)
}

// Refund gives back a token spent by Allow, for a request that another
// limit then refused.
func (l *Limiter) Refund(key string) {
	if l == nil {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if b := l.buckets[key]; b != nil {
		b.tokens = math.Min(l.burst, b.tokens+1)
	}
}

// Len is the number of keys remembered.
func (l *Limiter) Len() int {
	if l == nil {
		return 0
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.buckets)
}

func (l *Limiter) refill(b *bucket, now time.Time) {
	if dt := now.Sub(b.at).Seconds(); dt > 0 {
		b.tokens = math.Min(l.burst, b.tokens+dt*l.rate)
		b.at = now
	}
}

func (l *Limiter) wait(b *bucket) time.Duration {
	return time.Duration(math.Ceil((1 - b.tokens) / l.rate * float64(time.Second)))
}

// sweep forgets keys whose bucket has filled up again: a full bucket is
// exactly what a new key gets, so forgetting it changes nothing. It runs
// at most once per refill period unless forced by a full map. If the map
// is still full after that (more active keys than maxKeys), a tenth of the
// keys, chosen by map order, are forgotten: memory stays bounded, at the
// price of a fresh allowance for those keys.
func (l *Limiter) sweep(now time.Time, force bool) {
	period := time.Duration(l.burst / l.rate * float64(time.Second))
	if !force && now.Sub(l.swept) < period {
		return
	}
	l.swept = now
	for k, b := range l.buckets {
		l.refill(b, now)
		if b.tokens >= l.burst {
			delete(l.buckets, k)
		}
	}
	if len(l.buckets) < l.maxKeys {
		return
	}
	drop := len(l.buckets) - l.maxKeys + l.maxKeys/10 + 1
	for k := range l.buckets {
		if drop == 0 {
			break
		}
		delete(l.buckets, k)
		drop--
	}
}

// RetryAfterSeconds rounds a wait up to whole seconds, at least 1, as the
// Retry-After header and extensions.retryAfter carry it.
func RetryAfterSeconds(wait time.Duration) int {
	s := int(math.Ceil(wait.Seconds()))
	if s < 1 {
		s = 1
	}
	return s
}
