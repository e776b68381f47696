package faults_test

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/testsupport/stripemock"
)

// testTmp holds what the whole test binary shares (built binaries).
var testTmp string

func TestMain(m *testing.M) {
	flag.Parse()
	if !testing.Verbose() {
		slog.SetDefault(slog.New(slog.DiscardHandler))
	}
	dir, err := os.MkdirTemp("", "marquee-faults-")
	if err != nil {
		fmt.Fprintln(os.Stderr, "faults tests:", err)
		os.Exit(1)
	}
	testTmp = dir
	code := m.Run()
	stripemock.Cleanup()
	_ = os.RemoveAll(dir)
	os.Exit(code)
}

// unavailable fails under CI=true and skips elsewhere: the machinery a
// fault test needs (a PostgreSQL installation, the Go toolchain) is
// mandatory in CI but may be missing on a laptop.
func unavailable(t *testing.T, format string, args ...any) {
	t.Helper()
	msg := fmt.Sprintf(format, args...)
	if os.Getenv("CI") == "true" {
		t.Fatalf("%s (required under CI=true)", msg)
	}
	t.Skip(msg)
}

func moduleRoot(t *testing.T) string {
	t.Helper()
	out, err := exec.Command("go", "env", "GOMOD").Output()
	gomod := strings.TrimSpace(string(out))
	if err != nil || gomod == "" || gomod == os.DevNull {
		unavailable(t, "cannot locate go.mod: %v", err)
	}
	return filepath.Dir(gomod)
}

type built struct {
	once sync.Once
	bin  string
	err  error
}

var builds sync.Map // package path → *built

// goBuild builds a main package once per test binary.
func goBuild(t *testing.T, pkg string) string {
	t.Helper()
	v, _ := builds.LoadOrStore(pkg, &built{})
	b := v.(*built)
	b.once.Do(func() {
		b.bin = filepath.Join(testTmp, filepath.Base(pkg))
		cmd := exec.Command("go", "build", "-o", b.bin, pkg)
		cmd.Dir = moduleRoot(t)
		if out, err := cmd.CombinedOutput(); err != nil {
			b.err = fmt.Errorf("go build %s: %v\n%s", pkg, err, out)
		}
	})
	if b.err != nil {
		unavailable(t, "%v", b.err)
	}
	return b.bin
}

// client talks to a running server over HTTP.
type client struct {
	base string
	http *http.Client
}

func newClient(base string) *client {
	return &client{base: base, http: &http.Client{Timeout: 20 * time.Second,
		Transport: &http.Transport{MaxIdleConnsPerHost: 64}}}
}

func (c *client) post(path, token string, body any) (int, map[string]any, error) {
	b, _ := json.Marshal(body)
	req, _ := http.NewRequest(http.MethodPost, c.base+path, bytes.NewReader(b))
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		return resp.StatusCode, nil, err
	}
	var out map[string]any
	if err := json.Unmarshal(raw, &out); err != nil {
		return resp.StatusCode, nil, fmt.Errorf("status %d: %.200s", resp.StatusCode, raw)
	}
	return resp.StatusCode, out, nil
}

// gql runs an operation and returns its data, or an error naming the
// first GraphQL error's code.
func (c *client) gql(token, query string, vars map[string]any) (map[string]any, error) {
	_, out, err := c.post("/graphql", token, map[string]any{"query": query, "variables": vars})
	if err != nil {
		return nil, err
	}
	if errs, _ := out["errors"].([]any); len(errs) > 0 {
		e, _ := errs[0].(map[string]any)
		ext, _ := e["extensions"].(map[string]any)
		return nil, &gqlError{code: fmt.Sprint(ext["code"]), msg: fmt.Sprint(e["message"])}
	}
	data, _ := out["data"].(map[string]any)
	return data, nil
}

type gqlError struct{ code, msg string }

func (e *gqlError) Error() string { return e.code + ": " + e.msg }

func (c *client) signIn(t *testing.T, name string) string {
	t.Helper()
	status, out, err := c.post("/api/dev/sign-in", "", map[string]any{"name": name, "id": "user_" + name})
	tok, _ := out["token"].(string)
	if err != nil || status != http.StatusOK || tok == "" {
		t.Fatalf("sign in %s: %d %v %v", name, status, out, err)
	}
	return tok
}

// healthy reports whether /healthz says the database is up.
func (c *client) healthy() bool {
	resp, err := c.http.Get(c.base + "/healthz")
	if err != nil {
		return false
	}
	defer resp.Body.Close()
	return resp.StatusCode == http.StatusOK
}

func (c *client) occupied(showID string) ([]string, error) {
	data, err := c.gql("", `query($s: ID!) { occupiedSeats(showId: $s) }`, map[string]any{"s": showID})
	if err != nil {
		return nil, err
	}
	var seats []string
	for _, s := range data["occupiedSeats"].([]any) {
		seats = append(seats, s.(string))
	}
	return seats, nil
}

const bookMutation = `mutation($s: ID!, $seats: [String!]!) { createBooking(showId: $s, seats: $seats) { id } }`

// load books random pairs of seats from several workers until stopped,
// counting what happened.
type load struct {
	ok, conflict, failed atomic.Int64
	lastErr              atomic.Value
	stop                 chan struct{}
	wg                   sync.WaitGroup
}

func startLoad(c *client, tokens, shows []string) *load {
	l := &load{stop: make(chan struct{})}
	for w, tok := range tokens {
		l.wg.Add(1)
		go func() {
			defer l.wg.Done()
			rng := rand.New(rand.NewPCG(uint64(w), 7))
			for {
				select {
				case <-l.stop:
					return
				default:
				}
				show := shows[rng.IntN(len(shows))]
				row := string(rune('A' + rng.IntN(10)))
				n := 1 + rng.IntN(8)
				seats := []string{fmt.Sprintf("%s%d", row, n), fmt.Sprintf("%s%d", row, n+1)}
				_, err := c.gql(tok, bookMutation, map[string]any{"s": show, "seats": seats})
				var ge *gqlError
				switch {
				case err == nil:
					l.ok.Add(1)
				case asGQL(err, &ge) && ge.code == "CONFLICT":
					l.conflict.Add(1)
					time.Sleep(time.Millisecond) // a full house must not spin
				default:
					l.failed.Add(1)
					l.lastErr.Store(err.Error())
					select { // do not spin while the database is away
					case <-l.stop:
						return
					case <-time.After(20 * time.Millisecond):
					}
				}
			}
		}()
	}
	return l
}

func asGQL(err error, target **gqlError) bool {
	ge, ok := err.(*gqlError)
	if ok {
		*target = ge
	}
	return ok
}

func (l *load) halt() {
	close(l.stop)
	l.wg.Wait()
}

func (l *load) String() string {
	last, _ := l.lastErr.Load().(string)
	return fmt.Sprintf("%d booked, %d conflicts, %d failed (last: %s)", l.ok.Load(), l.conflict.Load(), l.failed.Load(), last)
}

// waitFor polls cond every 50ms until it holds or within passes.
func waitFor(t *testing.T, what string, within time.Duration, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(within)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out after %v waiting for %s", within, what)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// addShows inserts a movie and n upcoming shows straight into the
// database.
func addShows(t *testing.T, bdb *bun.DB, n int) []string {
	t.Helper()
	ctx := context.Background()
	m := &db.Movie{ID: 770001, Title: "Fault Lines", Genres: []db.Genre{}, ImageSource: db.ImageSourceTMDB, CreatedAt: time.Now()}
	if _, err := bdb.NewInsert().Model(m).On("CONFLICT (id) DO NOTHING").Exec(ctx); err != nil {
		t.Fatal(err)
	}
	var ids []string
	for i := range n {
		sh := &db.Show{ID: uuid.NewString(), MovieID: m.ID, StartsAt: time.Now().Add(time.Duration(24+i) * time.Hour).UTC(),
			PricePaise: 6500, CreatedAt: time.Now()}
		if err := dbtest.InsertShow(ctx, bdb, sh); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, sh.ID)
	}
	return ids
}

// checkAllOrNothing asserts the booking invariants straight on the
// database: no claim without its booking, no claim of an ended booking,
// and every PENDING or PAID booking holding exactly its own seats.
func checkAllOrNothing(t *testing.T, bdb *bun.DB) (bookings int) {
	t.Helper()
	ctx := context.Background()
	var list []db.Booking
	if err := bdb.NewSelect().Model(&list).Scan(ctx); err != nil {
		t.Fatal(err)
	}
	var claims []db.SeatClaim
	if err := bdb.NewSelect().Model(&claims).Scan(ctx); err != nil {
		t.Fatal(err)
	}
	byID := map[string]*db.Booking{}
	for i := range list {
		byID[list[i].ID] = &list[i]
	}
	held := map[string][]string{}
	for _, c := range claims {
		b := byID[c.BookingID]
		switch {
		case b == nil:
			t.Errorf("seat %s of show %s is claimed by booking %s, which does not exist", c.Seat, c.ShowID, c.BookingID)
			continue
		case b.Status != db.StatusPending && b.Status != db.StatusPaid:
			t.Errorf("seat %s is still claimed by %s booking %s", c.Seat, b.Status, b.ID)
		case b.ShowID != c.ShowID || b.UserID != c.UserID:
			t.Errorf("claim %s/%s does not match its booking %s", c.ShowID, c.Seat, b.ID)
		}
		held[c.BookingID] = append(held[c.BookingID], c.Seat)
	}
	for _, b := range list {
		if b.Status != db.StatusPending && b.Status != db.StatusPaid {
			continue
		}
		got, want := slices.Sorted(slices.Values(held[b.ID])), slices.Sorted(slices.Values(b.Seats))
		if !slices.Equal(got, want) {
			t.Errorf("%s booking %s wants seats %v but holds %v", b.Status, b.ID, want, got)
		}
	}
	return len(list)
}
