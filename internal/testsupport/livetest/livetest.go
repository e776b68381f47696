package livetest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gorilla/websocket"
)

// Subprotocol is what graphql-ws clients request.
const Subprotocol = "graphql-transport-ws"

// Message is one graphql-transport-ws message.
type Message struct {
	ID      string          `json:"id,omitempty"`
	Type    string          `json:"type"`
	Payload json.RawMessage `json:"payload,omitempty"`
}

// Result is the payload of a "next" message.
type Result struct {
	Data   json.RawMessage `json:"data"`
	Errors []struct {
		Message    string         `json:"message"`
		Extensions map[string]any `json:"extensions"`
	} `json:"errors"`
}

// Code is the first error's extensions.code, or "".
func (r Result) Code() string {
	if len(r.Errors) == 0 {
		return ""
	}
	c, _ := r.Errors[0].Extensions["code"].(string)
	return c
}

// Client is one graphql-transport-ws connection. Reads happen only inside
// its methods, so a test controls exactly when the socket is read; a
// client that is not being read behaves like a stalled browser.
type Client struct {
	Conn *websocket.Conn
	// Timeout bounds every read and write (default 10s).
	Timeout time.Duration

	wmu sync.Mutex
}

// DialOptions tune Dial.
type DialOptions struct {
	// Origin header; empty sends none (a non-browser client).
	Origin string
	// Subprotocols overrides the requested subprotocols.
	Subprotocols []string
	Header       http.Header
	// ReadBufferBytes shrinks the client socket's receive buffer, so a
	// client that stops reading pushes back on the server quickly.
	ReadBufferBytes int
	// NetDial, when set, makes the connection (net.Pipe, say, whose
	// writes wait for the reader: a client that stops reading blocks the
	// server's next write at once).
	NetDial func(ctx context.Context, network, addr string) (net.Conn, error)
}

// Dial opens a websocket to baseURL's /graphql (http:// or ws://).
func Dial(ctx context.Context, baseURL string, o DialOptions) (*Client, *http.Response, error) {
	u := strings.Replace(strings.Replace(baseURL, "https://", "wss://", 1), "http://", "ws://", 1)
	if !strings.HasSuffix(u, "/graphql") {
		u = strings.TrimRight(u, "/") + "/graphql"
	}
	d := websocket.Dialer{
		Subprotocols:     []string{Subprotocol},
		HandshakeTimeout: 10 * time.Second,
		ReadBufferSize:   1024,
		WriteBufferSize:  1024,
	}
	if o.Subprotocols != nil {
		d.Subprotocols = o.Subprotocols
	}
	if o.NetDial != nil {
		d.NetDialContext = o.NetDial
	}
	if o.ReadBufferBytes > 0 {
		d.NetDialContext = func(ctx context.Context, network, addr string) (net.Conn, error) {
			c, err := (&net.Dialer{}).DialContext(ctx, network, addr)
			if tc, ok := c.(*net.TCPConn); ok {
				_ = tc.SetReadBuffer(o.ReadBufferBytes)
			}
			return c, err
		}
	}
	h := http.Header{}
	for k, v := range o.Header {
		h[k] = v
	}
	if o.Origin != "" {
		h.Set("Origin", o.Origin)
	}
	conn, resp, err := d.DialContext(ctx, u, h)
	if err != nil {
		return nil, resp, err
	}
	return &Client{Conn: conn, Timeout: 10 * time.Second}, resp, nil
}

// Send writes one message.
func (c *Client) Send(m Message) error {
	b, err := json.Marshal(m)
	if err != nil {
		return err
	}
	return c.SendRaw(b)
}

// SendRaw writes one text frame as is.
func (c *Client) SendRaw(b []byte) error {
	c.wmu.Lock()
	defer c.wmu.Unlock()
	_ = c.Conn.SetWriteDeadline(time.Now().Add(c.timeout()))
	return c.Conn.WriteMessage(websocket.TextMessage, b)
}

func (c *Client) timeout() time.Duration {
	if c.Timeout <= 0 {
		return 10 * time.Second
	}
	return c.Timeout
}

// Read returns the next message other than ping and pong, answering
// pings with a pong as graphql-ws does.
func (c *Client) Read() (Message, error) {
	_ = c.Conn.SetReadDeadline(time.Now().Add(c.timeout())) // pings do not extend it
	for {
		_, data, err := c.Conn.ReadMessage()
		if err != nil {
			return Message{}, err
		}
		var m Message
		if err := json.Unmarshal(data, &m); err != nil {
			return Message{}, fmt.Errorf("server sent invalid JSON %q: %w", data, err)
		}
		switch m.Type {
		case "ping":
			if err := c.Send(Message{Type: "pong", Payload: m.Payload}); err != nil {
				return Message{}, err
			}
		case "pong":
		default:
			return m, nil
		}
	}
}

// AwaitPings reads until n pings have arrived, answering each with a
// pong and discarding anything else.
func (c *Client) AwaitPings(n int) error {
	for n > 0 {
		_ = c.Conn.SetReadDeadline(time.Now().Add(c.timeout())) // per ping
		_, data, err := c.Conn.ReadMessage()
		if err != nil {
			return err
		}
		var m Message
		if err := json.Unmarshal(data, &m); err != nil {
			return err
		}
		if m.Type == "ping" {
			if err := c.Send(Message{Type: "pong", Payload: m.Payload}); err != nil {
				return err
			}
			n--
		}
	}
	return nil
}

// Init sends connection_init (with payload when not nil) and waits for
// connection_ack.
func (c *Client) Init(payload map[string]any) error {
	m := Message{Type: "connection_init"}
	if payload != nil {
		b, err := json.Marshal(payload)
		if err != nil {
			return err
		}
		m.Payload = b
	}
	if err := c.Send(m); err != nil {
		return err
	}
	ack, err := c.Read()
	if err != nil {
		return fmt.Errorf("waiting for connection_ack: %w", err)
	}
	if ack.Type != "connection_ack" {
		return fmt.Errorf("got %q, want connection_ack", ack.Type)
	}
	return nil
}

// Subscribe starts an operation under id.
func (c *Client) Subscribe(id, query string, variables map[string]any) error {
	p := map[string]any{"query": query}
	if variables != nil {
		p["variables"] = variables
	}
	b, err := json.Marshal(p)
	if err != nil {
		return err
	}
	return c.Send(Message{ID: id, Type: "subscribe", Payload: b})
}

// Next reads the next message, which must be a "next" for id, and decodes
// its payload.
func (c *Client) Next(id string) (Result, error) {
	m, err := c.Read()
	if err != nil {
		return Result{}, err
	}
	if m.Type != "next" || m.ID != id {
		return Result{}, fmt.Errorf("got %s for %q (%s), want next for %q", m.Type, m.ID, m.Payload, id)
	}
	var r Result
	if err := json.Unmarshal(m.Payload, &r); err != nil {
		return Result{}, err
	}
	return r, nil
}

// Complete stops an operation.
func (c *Client) Complete(id string) error {
	return c.Send(Message{ID: id, Type: "complete"})
}

// Close closes the websocket properly (1000, as graphql-ws does).
func (c *Client) Close() error {
	c.wmu.Lock()
	_ = c.Conn.WriteControl(websocket.CloseMessage,
		websocket.FormatCloseMessage(websocket.CloseNormalClosure, "Normal Closure"), time.Now().Add(time.Second))
	c.wmu.Unlock()
	return c.Conn.Close()
}

// Abort drops the TCP connection without a close frame, like a browser
// tab that was killed or a network that vanished.
func (c *Client) Abort() error {
	if tc, ok := c.Conn.NetConn().(*net.TCPConn); ok {
		_ = tc.SetLinger(0) // reset, not even a FIN handshake
	}
	return c.Conn.NetConn().Close()
}

// ErrNoClose is returned by WaitClose when the connection ended without a
// close frame.
var ErrNoClose = errors.New("connection ended without a close frame")

// WaitClose reads (answering pings, discarding messages) until the server
// closes, and returns the close code and reason.
func (c *Client) WaitClose() (int, string, error) {
	for {
		_, err := c.Read()
		if err == nil {
			continue
		}
		var ce *websocket.CloseError
		if errors.As(err, &ce) {
			return ce.Code, ce.Text, nil
		}
		return 0, "", fmt.Errorf("%w: %v", ErrNoClose, err)
	}
}

// Goroutines returns the current goroutine count, after dropping idle
// keep-alive connections of the default HTTP client so they do not count.
func Goroutines() int {
	http.DefaultClient.CloseIdleConnections()
	return runtime.NumGoroutine()
}

// WaitGoroutines waits until the goroutine count is back to baseline or
// below, failing the test with every goroutine's stack after timeout.
func WaitGoroutines(t testing.TB, baseline int, timeout time.Duration) {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		n := Goroutines()
		if n <= baseline {
			return
		}
		if time.Now().After(deadline) {
			buf := make([]byte, 1<<20)
			buf = buf[:runtime.Stack(buf, true)]
			t.Fatalf("%d goroutines, baseline %d, after %v:\n%s", n, baseline, timeout, buf)
		}
		time.Sleep(10 * time.Millisecond) // polling a count; there is no event to wait on
	}
}
