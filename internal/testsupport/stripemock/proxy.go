package stripemock

import (
	"bytes"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"sync"
	"testing"
)

// Proxy stands between a server and stripe-mock and keeps the record
// Stripe itself would keep of refunds, which stateless stripe-mock does
// not: every request is passed on, and each refund (POST /v1/refunds) is
// created once per Idempotency-Key, as Stripe creates it — a request
// repeating a key whose refund was created gets the first answer back and
// creates nothing. Refund requests can be held unanswered (Hold), so a
// test can kill a server in the middle of its refunds.
type Proxy struct {
	URL string

	upstream string
	mu       sync.Mutex
	created  map[string]*Refund // by idempotency key
	order    []string
	requests map[string]int
	holds    []Hold
	seen     int
	received chan string
	release  chan struct{}
}

// Refund is one refund created at the provider.
type Refund struct {
	Key           string
	PaymentIntent string
	AmountPaise   string
	status        int
	body          []byte
}

// Hold says what the proxy does with the n-th refund request (from 1) it
// receives: Forward creates the refund at stripe-mock first, then, like
// every held request, the answer waits until the caller goes away or the
// test ends.
type Hold struct {
	Request int
	Forward bool
}

// NewProxy starts a proxy to upstream (stripe-mock's base URL) for the
// rest of the test.
func NewProxy(t testing.TB, upstream string) *Proxy {
	t.Helper()
	p := &Proxy{upstream: upstream, created: map[string]*Refund{}, requests: map[string]int{},
		received: make(chan string, 64), release: make(chan struct{})}
	srv := httptest.NewServer(http.HandlerFunc(p.serve))
	t.Cleanup(func() {
		close(p.release)
		srv.CloseClientConnections()
		srv.Close()
	})
	p.URL = srv.URL
	return p
}

// HoldRefunds holds the refund requests the holds name; others pass.
func (p *Proxy) HoldRefunds(holds ...Hold) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.holds = holds
}

// Received reports the idempotency key of each refund request, as it
// arrives.
func (p *Proxy) Received() <-chan string { return p.received }

// Refunds lists the refunds created, in the order they were.
func (p *Proxy) Refunds() []Refund {
	p.mu.Lock()
	defer p.mu.Unlock()
	out := make([]Refund, 0, len(p.order))
	for _, k := range p.order {
		out = append(out, *p.created[k])
	}
	return out
}

// Requests counts the refund requests that carried key.
func (p *Proxy) Requests(key string) int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.requests[key]
}

func (p *Proxy) serve(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	if r.Method != http.MethodPost || r.URL.Path != "/v1/refunds" {
		status, header, out := p.forward(r, body)
		writeAnswer(w, status, header, out)
		return
	}
	key := r.Header.Get("Idempotency-Key")
	p.mu.Lock()
	p.seen++
	n := p.seen
	p.requests[key]++
	var hold *Hold
	for i := range p.holds {
		if p.holds[i].Request == n {
			hold = &p.holds[i]
		}
	}
	done := p.created[key]
	// Under the lock, so keys arrive on Received in the order counted.
	select {
	case p.received <- key:
	default:
	}
	p.mu.Unlock()
	if done != nil && hold == nil {
		// Stripe answers a repeated key with the first answer.
		writeAnswer(w, done.status, http.Header{"Content-Type": {"application/json"}}, done.body)
		return
	}
	if hold != nil && !hold.Forward {
		p.wait(r)
		return
	}
	status, header, out := p.forward(r, body)
	if status/100 == 2 && done == nil {
		form, _ := url.ParseQuery(string(body))
		p.mu.Lock()
		if p.created[key] == nil {
			p.created[key] = &Refund{Key: key, PaymentIntent: form.Get("payment_intent"), AmountPaise: form.Get("amount"), status: status, body: out}
			p.order = append(p.order, key)
		}
		p.mu.Unlock()
	}
	if hold != nil {
		p.wait(r)
		return
	}
	writeAnswer(w, status, header, out)
}

// wait keeps a held request unanswered until its caller leaves or the
// test ends.
func (p *Proxy) wait(r *http.Request) {
	select {
	case <-r.Context().Done():
	case <-p.release:
	}
}

func (p *Proxy) forward(r *http.Request, body []byte) (int, http.Header, []byte) {
	req, err := http.NewRequest(r.Method, p.upstream+r.URL.RequestURI(), bytes.NewReader(body))
	if err != nil {
		return http.StatusBadGateway, nil, []byte(err.Error())
	}
	req.Header = r.Header.Clone()
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return http.StatusBadGateway, nil, []byte(err.Error())
	}
	defer resp.Body.Close()
	out, err := io.ReadAll(resp.Body)
	if err != nil {
		return http.StatusBadGateway, nil, []byte(err.Error())
	}
	return resp.StatusCode, resp.Header, out
}

func writeAnswer(w http.ResponseWriter, status int, header http.Header, body []byte) {
	for k, v := range header {
		if k == "Content-Length" {
			continue
		}
		w.Header()[k] = v
	}
	w.WriteHeader(status)
	_, _ = w.Write(body)
}
