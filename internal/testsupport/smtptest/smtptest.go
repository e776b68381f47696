package smtptest

import (
	"bytes"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"
)

// Stages at which a delivery can be refused.
const (
	StageRcpt = "RCPT"
	StageData = "DATA"
)

// Options tune the server.
type Options struct {
	// Refuse, when set, is asked at the RCPT and DATA stages of delivery n
	// (counted from 1 at each MAIL FROM) and answers with its error when
	// it returns one.
	Refuse func(stage string, n int) *smtp.SMTPError
	// Username and Password, when set, make AUTH PLAIN required.
	Username, Password string
	// ImplicitTLS speaks TLS from the first byte (smtps://) with a
	// certificate for 127.0.0.1 made for the test; trust it through
	// Server.RootCAs.
	ImplicitTLS bool
}

// Refusal is a delivery the server refused.
type Refusal struct {
	N     int
	Stage string
	Code  int
}

// Server is a running SMTP server.
type Server struct {
	// Host and Port are where it listens (127.0.0.1).
	Host string
	Port int
	// Received carries each accepted message; Refused each refusal.
	Received chan *Mail
	Refused  chan Refusal
	// RootCAs trusts the server's certificate (ImplicitTLS).
	RootCAs *x509.CertPool

	opts  Options
	srv   *smtp.Server
	mu    sync.Mutex
	n     int
	count int
}

// Start runs a server until the test ends.
func Start(t testing.TB, opts Options) *Server {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	s := &Server{Host: "127.0.0.1", Port: ln.Addr().(*net.TCPAddr).Port, opts: opts,
		Received: make(chan *Mail, 1000), Refused: make(chan Refusal, 1000)}
	if opts.ImplicitTLS {
		cert, pool := selfSigned(t)
		s.RootCAs = pool
		ln = tls.NewListener(ln, &tls.Config{Certificates: []tls.Certificate{cert}, MinVersion: tls.VersionTLS12})
	}
	s.srv = smtp.NewServer(smtp.BackendFunc(func(c *smtp.Conn) (smtp.Session, error) {
		_, isTLS := c.TLSConnectionState()
		return &session{s: s, tls: isTLS}, nil
	}))
	s.srv.Domain = "localhost"
	s.srv.AllowInsecureAuth = true
	s.srv.ReadTimeout, s.srv.WriteTimeout = 30*time.Second, 30*time.Second
	s.srv.MaxMessageBytes = 10 << 20
	done := make(chan struct{})
	go func() {
		defer close(done)
		_ = s.srv.Serve(ln)
	}()
	t.Cleanup(func() {
		_ = s.srv.Close()
		<-done
	})
	return s
}

// URL is the server's SMTP_URL.
func (s *Server) URL() string {
	u := "smtp://"
	if s.opts.ImplicitTLS {
		u = "smtps://"
	}
	if s.opts.Username != "" {
		u += s.opts.Username + ":" + s.opts.Password + "@"
	}
	return u + net.JoinHostPort(s.Host, strconv.Itoa(s.Port))
}

// Accepted is how many messages the server has accepted so far.
func (s *Server) Accepted() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.count
}

// Next waits for the next accepted message, failing the test after 30 s.
func (s *Server) Next(t testing.TB) *Mail {
	t.Helper()
	return s.NextWithin(t, 30*time.Second)
}

// NextWithin waits for the next accepted message, failing the test after d.
func (s *Server) NextWithin(t testing.TB, d time.Duration) *Mail {
	t.Helper()
	select {
	case m := <-s.Received:
		return m
	case <-time.After(d):
		t.Fatalf("no e-mail reached the SMTP server within %v", d)
		return nil
	}
}

// NextRefusal waits for the next refusal, failing the test after 30 s.
func (s *Server) NextRefusal(t testing.TB) Refusal {
	t.Helper()
	select {
	case r := <-s.Refused:
		return r
	case <-time.After(30 * time.Second):
		t.Fatal("the SMTP server refused nothing within 30 s")
		return Refusal{}
	}
}

// FailFirst refuses the first n deliveries at stage with code (4xx: try
// again later; 5xx: never).
func FailFirst(n int, stage string, code int) func(string, int) *smtp.SMTPError {
	return func(st string, delivery int) *smtp.SMTPError {
		if st != stage || delivery > n {
			return nil
		}
		enh := smtp.EnhancedCode{code / 100, 0, 0}
		return &smtp.SMTPError{Code: code, EnhancedCode: enh, Message: fmt.Sprintf("test refusal %d of %d", delivery, n)}
	}
}

type session struct {
	s      *Server
	tls    bool
	n      int
	from   string
	to     []string
	authed bool
}

func (ss *session) refuse(stage string) error {
	if ss.s.opts.Refuse == nil {
		return nil
	}
	if e := ss.s.opts.Refuse(stage, ss.n); e != nil {
		ss.s.Refused <- Refusal{N: ss.n, Stage: stage, Code: e.Code}
		return e
	}
	return nil
}

func (ss *session) AuthMechanisms() []string {
	if ss.s.opts.Username == "" {
		return nil
	}
	return []string{sasl.Plain}
}

func (ss *session) Auth(mech string) (sasl.Server, error) {
	if mech != sasl.Plain {
		return nil, smtp.ErrAuthUnknownMechanism
	}
	return sasl.NewPlainServer(func(_, user, pass string) error {
		if user != ss.s.opts.Username || pass != ss.s.opts.Password {
			return smtp.ErrAuthFailed
		}
		ss.authed = true
		return nil
	}), nil
}

func (ss *session) Mail(from string, _ *smtp.MailOptions) error {
	if ss.s.opts.Username != "" && !ss.authed {
		return smtp.ErrAuthRequired
	}
	ss.s.mu.Lock()
	ss.s.n++
	ss.n = ss.s.n
	ss.s.mu.Unlock()
	ss.from = from
	return nil
}

func (ss *session) Rcpt(to string, _ *smtp.RcptOptions) error {
	if err := ss.refuse(StageRcpt); err != nil {
		return err
	}
	ss.to = append(ss.to, to)
	return nil
}

func (ss *session) Data(r io.Reader) error {
	raw, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	if err := ss.refuse(StageData); err != nil {
		return err
	}
	m, err := Parse(bytes.NewReader(raw))
	if err != nil {
		return &smtp.SMTPError{Code: 554, Message: "unparsable message: " + err.Error()}
	}
	m.Envelope = Envelope{From: ss.from, To: append([]string(nil), ss.to...), TLS: ss.tls}
	m.Raw = raw
	ss.s.mu.Lock()
	ss.s.count++
	ss.s.mu.Unlock()
	select {
	case ss.s.Received <- m:
	default:
		return errors.New("smtptest: more messages than the test reads")
	}
	return nil
}

func (ss *session) Reset() { ss.from, ss.to = "", nil }

func (ss *session) Logout() error { return nil }

// selfSigned makes a certificate for 127.0.0.1 and a pool that trusts it.
func selfSigned(t testing.TB) (tls.Certificate, *x509.CertPool) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "smtptest"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(24 * time.Hour),
		IPAddresses: []net.IP{net.IPv4(127, 0, 0, 1)}, KeyUsage: x509.KeyUsageDigitalSignature,
		ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}, BasicConstraintsValid: true,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	leaf, err := x509.ParseCertificate(der)
	if err != nil {
		t.Fatal(err)
	}
	pool := x509.NewCertPool()
	pool.AddCert(leaf)
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key, Leaf: leaf}, pool
}
