package app_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/app"
	"marquee/internal/config"
)

// running is the real application on a loopback port, like apptest's,
// but with query hooks installed before it serves anything (adding a
// hook to a serving bun.DB would race with its queries).
type running struct {
	*app.App
	URL string
}

// start runs the app on a fresh database of the dialect. The rate limits
// are high unless env lowers them, as in apptest.
func start(t *testing.T, dialect string, env map[string]string, hooks ...bun.QueryHook) *running {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	url := "http://" + ln.Addr().String()
	vars := map[string]string{
		"DATABASE_URL": dbtest.NewDSN(t, dialect), "PUBLIC_URL": url, "SAMPLE_DATA": "false",
		"RATE_LIMIT_BOOKINGS_PER_MINUTE_USER": "1000000", "RATE_LIMIT_BOOKINGS_PER_MINUTE_IP": "1000000",
		"RATE_LIMIT_SIGNINS_PER_MINUTE_IP": "1000000", "RATE_LIMIT_WEBHOOK_FAILURES_PER_MINUTE_IP": "1000000",
	}
	for k, v := range env {
		vars[k] = v
	}
	cfg, err := config.Load(func(k string) string { return vars[k] })
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	a, err := app.New(ctx, cfg, slog.New(slog.DiscardHandler))
	if err != nil {
		cancel()
		t.Fatal(err)
	}
	for _, h := range hooks {
		a.DB.AddQueryHook(h)
	}
	srv := httptest.NewUnstartedServer(a.Handler)
	srv.Listener.Close()
	srv.Listener = ln
	srv.Config.BaseContext = func(net.Listener) context.Context { return ctx }
	a.ConfigureHTTP(srv.Config)
	srv.Start()
	t.Cleanup(func() {
		cancel()
		srv.CloseClientConnections()
		srv.Close()
		a.Wait()
		_ = a.Close()
	})
	return &running{App: a, URL: url}
}

// queryCounter counts every query bun sends.
type queryCounter struct{ n atomic.Int64 }

func (c *queryCounter) BeforeQuery(ctx context.Context, _ *bun.QueryEvent) context.Context {
	c.n.Add(1)
	return ctx
}
func (c *queryCounter) AfterQuery(context.Context, *bun.QueryEvent) {}

// reply is an HTTP answer with its JSON body decoded loosely.
type reply struct {
	Status int
	Header http.Header
	Body   map[string]any
	Raw    string
}

// gqlErrors returns the GraphQL errors of a reply.
func (r reply) gqlErrors() []map[string]any {
	list, _ := r.Body["errors"].([]any)
	out := make([]map[string]any, 0, len(list))
	for _, e := range list {
		m, _ := e.(map[string]any)
		out = append(out, m)
	}
	return out
}

// code is the first GraphQL error's extensions.code, or the REST
// envelope's code.
func (r reply) code() string {
	if errs := r.gqlErrors(); len(errs) > 0 {
		ext, _ := errs[0]["extensions"].(map[string]any)
		c, _ := ext["code"].(string)
		return c
	}
	c, _ := r.Body["code"].(string)
	return c
}

// retryAfter is extensions.retryAfter (GraphQL) or the body's retryAfter.
func (r reply) retryAfter() float64 {
	if errs := r.gqlErrors(); len(errs) > 0 {
		ext, _ := errs[0]["extensions"].(map[string]any)
		n, _ := ext["retryAfter"].(float64)
		return n
	}
	n, _ := r.Body["retryAfter"].(float64)
	return n
}

func do(t *testing.T, method, url, token string, body []byte, header map[string]string) reply {
	t.Helper()
	req, err := http.NewRequest(method, url, bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	for k, v := range header {
		req.Header.Set(k, v)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	resp, err := http.DefaultClient.Do(req.WithContext(ctx))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	out := reply{Status: resp.StatusCode, Header: resp.Header, Raw: string(raw)}
	_ = json.Unmarshal(raw, &out.Body)
	return out
}

func gql(t *testing.T, base, token, query string, vars map[string]any, header map[string]string) reply {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	return do(t, http.MethodPost, base+"/graphql", token, body, header)
}

func signIn(t *testing.T, base, name string, header map[string]string) reply {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"name": name, "id": "user_" + name})
	return do(t, http.MethodPost, base+"/api/dev/sign-in", "", body, header)
}

func token(t *testing.T, base, name string) string {
	t.Helper()
	r := signIn(t, base, name, nil)
	tok, _ := r.Body["token"].(string)
	if r.Status != http.StatusOK || tok == "" {
		t.Fatalf("sign in %s: %d %s", name, r.Status, r.Raw)
	}
	return tok
}

// addShow inserts a movie (once) and an upcoming show of it.
func addShow(t *testing.T, bdb *bun.DB) string {
	t.Helper()
	ctx := context.Background()
	m := &db.Movie{ID: 990001, Title: "Limits Fixture", Genres: []db.Genre{}, ImageSource: db.ImageSourceTMDB, CreatedAt: time.Now()}
	if _, err := bdb.NewInsert().Model(m).On("CONFLICT (id) DO NOTHING").Exec(ctx); err != nil {
		t.Fatal(err)
	}
	sh := &db.Show{ID: uuid.NewString(), MovieID: m.ID, StartsAt: time.Now().Add(48 * time.Hour).UTC(), PricePaise: 6500, CreatedAt: time.Now()}
	if err := dbtest.InsertShow(ctx, bdb, sh); err != nil {
		t.Fatal(err)
	}
	return sh.ID
}

const bookMutation = `mutation($s: ID!, $seats: [String!]!) { createBooking(showId: $s, seats: $seats) { id seats } }`

func bookGQL(t *testing.T, base, tok, show, seat string, header map[string]string) reply {
	t.Helper()
	return gql(t, base, tok, bookMutation, map[string]any{"s": show, "seats": []string{seat}}, header)
}

func bookREST(t *testing.T, base, tok, show, seat string, header map[string]string) reply {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"showId": show, "selectedSeats": []string{seat}})
	return do(t, http.MethodPost, base+"/api/booking/create", tok, body, header)
}
