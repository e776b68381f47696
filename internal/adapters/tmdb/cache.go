package tmdb

import (
	"context"
	"fmt"
	"time"
)

// cacheEntry is a decoded answer and when it stops being fresh.
type cacheEntry struct {
	val     any
	expires time.Time
}

// flight is a fetch in progress that identical callers share. waiters
// counts the callers still waiting, so the fetch is cancelled when the last
// one gives up, but one caller giving up does not fail the others.
type flight struct {
	done    chan struct{}
	val     any
	err     error
	waiters int
	cancel  context.CancelFunc
}

// cached returns the fresh cached answer for key, or runs fetch once for
// all concurrent callers with the same key and caches its success. Values
// handed out are shared: callers must copy before returning them.
func (c *Client) cached(ctx context.Context, key string, fetch func(context.Context) (any, error)) (any, error) {
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("tmdb: %s: %w", key, err)
	}
	c.mu.Lock()
	if e, ok := c.cache[key]; ok {
		if c.now().Before(e.expires) {
			c.mu.Unlock()
			return e.val, nil
		}
		delete(c.cache, key)
	}
	f, ok := c.flights[key]
	if !ok {
		// The fetch must outlive the caller that happened to start it, so
		// it runs on a context that keeps the caller's values but is only
		// cancelled once every waiter has left.
		fctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
		f = &flight{done: make(chan struct{}), cancel: cancel}
		c.flights[key] = f
		go c.run(fctx, key, f, fetch)
	}
	f.waiters++
	c.mu.Unlock()

	select {
	case <-f.done:
		return f.val, f.err
	case <-ctx.Done():
		c.mu.Lock()
		f.waiters--
		if f.waiters == 0 {
			f.cancel()
			if c.flights[key] == f {
				delete(c.flights, key) // the next caller starts afresh
			}
		}
		c.mu.Unlock()
		return nil, fmt.Errorf("tmdb: %s: %w", key, ctx.Err())
	}
}

func (c *Client) run(ctx context.Context, key string, f *flight, fetch func(context.Context) (any, error)) {
	val, err := fetch(ctx)
	c.mu.Lock()
	if c.flights[key] == f {
		delete(c.flights, key)
	}
	if err == nil && c.ttl > 0 {
		c.store(key, val)
	}
	f.val, f.err = val, err
	c.mu.Unlock()
	f.cancel()
	close(f.done)
}

// store adds an entry, making room first: expired entries go, then the
// one closest to expiry (with a single TTL, the oldest). Called with c.mu
// held; at cacheEntries the scan is cheap next to an HTTP request.
func (c *Client) store(key string, val any) {
	now := c.now()
	if _, ok := c.cache[key]; !ok && len(c.cache) >= cacheEntries {
		for k, e := range c.cache {
			if !now.Before(e.expires) {
				delete(c.cache, k)
			}
		}
		for len(c.cache) >= cacheEntries {
			var oldest string
			var at time.Time
			for k, e := range c.cache {
				if oldest == "" || e.expires.Before(at) {
					oldest, at = k, e.expires
				}
			}
			delete(c.cache, oldest)
		}
	}
	c.cache[key] = cacheEntry{val: val, expires: now.Add(c.ttl)}
}
