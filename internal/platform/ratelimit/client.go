package ratelimit

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Proxies are the reverse proxies (TRUSTED_PROXIES) whose X-Forwarded-For
// is believed. Without any, the header is ignored: anyone can send it.
type Proxies []netip.Prefix

// ParseProxies reads a list of addresses and CIDR prefixes.
func ParseProxies(list []string) (Proxies, error) {
	var out Proxies
	for _, s := range list {
		s = strings.TrimSpace(s)
		if s == "" {
			continue
		}
		if p, err := netip.ParsePrefix(s); err == nil {
			out = append(out, p.Masked())
			continue
		}
		a, err := netip.ParseAddr(s)
		if err != nil {
			return nil, fmt.Errorf("%q is neither an IP address nor a CIDR prefix", s)
		}
		a = a.Unmap()
		out = append(out, netip.PrefixFrom(a, a.BitLen()))
	}
	return out, nil
}

func (p Proxies) trusts(a netip.Addr) bool {
	for _, pre := range p {
		if pre.Contains(a) {
			return true
		}
	}
	return false
}

// ClientAddr is the address the request came from: the connection's peer,
// or, when that peer is a trusted proxy, the right-most address in
// X-Forwarded-For that is not itself a trusted proxy (entries further
// left were written by the client and prove nothing).
func (p Proxies) ClientAddr(r *http.Request) netip.Addr {
	peer := parseHostPort(r.RemoteAddr)
	if !peer.IsValid() || len(p) == 0 || !p.trusts(peer) {
		return peer
	}
	var hops []string
	for _, h := range r.Header.Values("X-Forwarded-For") {
		hops = append(hops, strings.Split(h, ",")...)
	}
	client := peer
	for i := len(hops) - 1; i >= 0; i-- {
		a, err := netip.ParseAddr(strings.TrimSpace(hops[i]))
		if err != nil {
			// A trusted proxy never writes junk, so this came from the
			// client; the last good hop is the best we know.
			return client
		}
		client = a.Unmap()
		if !p.trusts(client) {
			return client
		}
	}
	return client
}

func parseHostPort(s string) netip.Addr {
	host, _, err := net.SplitHostPort(s)
	if err != nil {
		host = s
	}
	a, err := netip.ParseAddr(host)
	if err != nil {
		return netip.Addr{}
	}
	return a.Unmap()
}

// Key is the rate-limit key of an address. An IPv6 host usually owns a
// whole /64, so IPv6 addresses are limited per /64; otherwise one client
// could mint a fresh key per request.
func Key(a netip.Addr) string {
	if !a.IsValid() {
		return ""
	}
	if a.Is6() {
		p, _ := a.Prefix(64)
		return p.String()
	}
	return a.String()
}

type ctxKey struct{}

// request is what Middleware puts in the context.
type request struct {
	ip string

	mu     sync.Mutex
	header http.Header // nil outside an HTTP response
}

// Middleware puts the client's address key and a Retry-After setter for
// this response in the request's context. Everything behind it — GraphQL,
// REST, the websocket — sees the same client address.
func Middleware(p Proxies, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		info := &request{ip: Key(p.ClientAddr(r)), header: w.Header()}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), ctxKey{}, info)))
	})
}

// ClientIP is the client's address key from Middleware, or "".
func ClientIP(ctx context.Context) string {
	if info, ok := ctx.Value(ctxKey{}).(*request); ok {
		return info.ip
	}
	return ""
}

// SetRetryAfter sets the Retry-After header of the response being served
// for ctx, if there is one that has not been written yet. GraphQL answers
// a limited createBooking with 200 and an error, so only this way does
// the header reach its client.
func SetRetryAfter(ctx context.Context, wait time.Duration) {
	info, ok := ctx.Value(ctxKey{}).(*request)
	if !ok || info.header == nil {
		return
	}
	info.mu.Lock()
	defer info.mu.Unlock()
	info.header.Set("Retry-After", strconv.Itoa(RetryAfterSeconds(wait)))
}
