package app_test

import (
	"context"
	"errors"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"marquee/internal/app"
	"marquee/internal/app/config"
	"marquee/internal/testsupport/clerktest"
)

// prodEnv is a complete production configuration: Clerk at clerk, and
// Stripe keys (no booking is paid, so the Stripe API is never called).
func prodEnv(clerk *clerktest.Server, extra map[string]string) map[string]string {
	env := stripeEnv(map[string]string{
		"APP_ENV": "production", "CLERK_SECRET_KEY": clerktest.SecretKey, "CLERK_PUBLISHABLE_KEY": "pk_test_clerktest",
		"CLERK_API_URL": clerk.APIURL(),
	})
	for k, v := range extra {
		env[k] = v
	}
	return env
}

// newApp loads env like the binary does and builds the app with a short
// Clerk wait; the database is a file in a fresh folder, reported back so a
// test can tell whether New got as far as opening it.
func newApp(t *testing.T, env map[string]string, cfgEdit func(*config.Config)) (string, error) {
	t.Helper()
	dbPath := filepath.Join(t.TempDir(), "marquee.db")
	vars := map[string]string{"DATABASE_URL": dbPath, "PUBLIC_URL": "http://127.0.0.1:1", "SAMPLE_DATA": "false"}
	for k, v := range env {
		vars[k] = v
	}
	cfg, err := config.Load(func(k string) string { return vars[k] })
	if err != nil {
		t.Fatal(err)
	}
	if cfgEdit != nil {
		cfgEdit(cfg)
	}
	a, err := app.New(context.Background(), cfg, slog.New(slog.DiscardHandler), app.ClerkStartupWait(200*time.Millisecond))
	if err == nil {
		_ = a.Close()
	}
	return dbPath, err
}

func wantMentions(t *testing.T, err error, words ...string) {
	t.Helper()
	if err == nil {
		t.Fatal("the app started")
	}
	for _, w := range words {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("error does not mention %s: %v", w, err)
		}
	}
}

func wantNoFile(t *testing.T, path string) {
	t.Helper()
	if _, err := os.Stat(path); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("%s was created (stat: %v): the check must come before the database is touched", path, err)
	}
}

// TestProductionFetchesClerkKeysAtStart: the key set is fetched before the
// app serves, so a working configuration has its keys at once.
func TestProductionFetchesClerkKeysAtStart(t *testing.T) {
	clerk := clerktest.Start(t)
	start(t, "sqlite", prodEnv(clerk, nil))
	if n := clerk.Hits(); n != 1 {
		t.Fatalf("Clerk saw %d key-set requests during start-up, want 1", n)
	}
}

// TestProductionRefusesAWrongClerkKey: Clerk's 401 stops the start with the
// variable to fix, without retrying and without touching the database.
func TestProductionRefusesAWrongClerkKey(t *testing.T) {
	clerk := clerktest.Start(t)
	dbPath, err := newApp(t, prodEnv(clerk, map[string]string{"CLERK_SECRET_KEY": "sk_test_wrong"}), nil)
	wantMentions(t, err, "CLERK_SECRET_KEY", "401")
	if clerk.Hits() != 1 {
		t.Errorf("Clerk saw %d requests, want 1", clerk.Hits())
	}
	wantNoFile(t, dbPath)
}

// TestProductionRefusesAnUnreachableClerk: a CLERK_API_URL nobody answers
// on fails once the (here shortened) wait is over.
func TestProductionRefusesAnUnreachableClerk(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	closed := "http://" + ln.Addr().String() + "/v1"
	ln.Close()
	clerk := clerktest.Start(t)
	dbPath, err := newApp(t, prodEnv(clerk, map[string]string{"CLERK_API_URL": closed}), nil)
	wantMentions(t, err, "CLERK_API_URL", "CLERK_SECRET_KEY", closed)
	wantNoFile(t, dbPath)
}

// TestHandMadeConfigMeetsLoadsPreconditions: a Config made by hand is
// refused by New exactly as Load refuses the environment that would have
// made it (one rule, config.Preconditions, with one message), before the
// database or Clerk is touched.
func TestHandMadeConfigMeetsLoadsPreconditions(t *testing.T) {
	clerk := clerktest.Start(t)
	for _, tc := range []struct {
		name  string
		unset []string
		edit  func(*config.Config)
	}{
		{"production without Stripe", []string{"STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"},
			func(c *config.Config) { c.StripeSecretKey, c.StripeWebhookSecret = "", "" }},
		{"production without Clerk", []string{"CLERK_SECRET_KEY", "CLERK_PUBLISHABLE_KEY"},
			func(c *config.Config) { c.ClerkSecretKey, c.ClerkPublishableKey = "", "" }},
		{"Stripe without its webhook secret", []string{"STRIPE_WEBHOOK_SECRET"},
			func(c *config.Config) { c.StripeWebhookSecret = "" }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			env := prodEnv(clerk, map[string]string{"DATABASE_URL": "unused.db", "PUBLIC_URL": "http://127.0.0.1:1", "SAMPLE_DATA": "false"})
			for _, k := range tc.unset {
				delete(env, k)
			}
			_, loadErr := config.Load(func(k string) string { return env[k] })
			if loadErr == nil {
				t.Fatal("Load accepted the environment")
			}
			hits := clerk.Hits()
			dbPath, err := newApp(t, prodEnv(clerk, nil), tc.edit)
			if err == nil || err.Error() != loadErr.Error() {
				t.Fatalf("New: %v\nLoad: %v\nwant the same refusal", err, loadErr)
			}
			if clerk.Hits() != hits {
				t.Errorf("Clerk was called before the configuration was refused")
			}
			wantNoFile(t, dbPath)
		})
	}
}

// TestTestCheckoutOnlyOutsideProduction: development without Stripe serves
// the offline checkout; production answers 404 on its paths for every
// method, so nothing there can mark a booking paid.
func TestTestCheckoutOnlyOutsideProduction(t *testing.T) {
	t.Run("development", func(t *testing.T) {
		s := start(t, "sqlite", nil)
		tok := token(t, s.URL, "asha")
		r := bookGQL(t, s.URL, tok, addShow(t, s.DB), "A1", nil)
		b, _ := r.Body["data"].(map[string]any)["createBooking"].(map[string]any)
		id, _ := b["id"].(string)
		if id == "" {
			t.Fatalf("booking: %s", r.Raw)
		}
		page := do(t, http.MethodGet, s.URL+"/checkout/test/"+id, "", nil, nil)
		if page.Status != http.StatusOK || !strings.Contains(page.Raw, `action="/checkout/test/`+id+`/pay"`) {
			t.Fatalf("test checkout page: %d %.300s", page.Status, page.Raw)
		}
	})
	t.Run("production", func(t *testing.T) {
		s := start(t, "sqlite", prodEnv(clerktest.Start(t), nil))
		id := uuid.NewString()
		for _, req := range []struct{ method, path string }{
			{http.MethodGet, "/checkout/test/" + id},
			{http.MethodPost, "/checkout/test/" + id + "/pay"},
			{http.MethodPost, "/checkout/test/" + id + "/cancel"},
		} {
			r := do(t, req.method, s.URL+req.path, "", nil, map[string]string{"Origin": s.URL})
			if r.Status != http.StatusNotFound {
				t.Errorf("%s %s in production: %d %.200s", req.method, req.path, r.Status, r.Raw)
			}
		}
	})
}
