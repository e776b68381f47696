package main

// These tests build the real binary and run it as a process, because what
// they check is what an operator sees: the exit status, the message on
// stderr, the address it listens on and the files it creates.

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"marquee/internal/testsupport/clerktest"
	"marquee/internal/testsupport/proc"
)

var (
	binOnce sync.Once
	binPath string
	binErr  error
	binLog  []byte
	binDir  string
)

func TestMain(m *testing.M) {
	code := m.Run()
	if binDir != "" {
		_ = os.RemoveAll(binDir)
	}
	os.Exit(code)
}

// binary builds cmd/marquee once per test run, with a short Clerk wait so
// that the unreachable-Clerk case ends quickly (how quickly does not
// matter to any assertion).
func binary(t *testing.T) string {
	t.Helper()
	binOnce.Do(func() {
		binDir, binErr = os.MkdirTemp("", "marquee-main-test")
		if binErr != nil {
			return
		}
		binPath = filepath.Join(binDir, "marquee")
		cmd := exec.Command("go", "build", "-ldflags", "-X main.clerkStartupWait=300ms", "-o", binPath, ".")
		binLog, binErr = cmd.CombinedOutput()
	})
	if binErr != nil {
		t.Fatalf("go build: %v\n%s", binErr, binLog)
	}
	return binPath
}

// process is the binary running in dir with only env (plus PATH, HOME and
// TMPDIR): nothing from the test's own environment leaks in.
type process struct{ *proc.Child }

func launch(t *testing.T, dir string, env map[string]string) *process {
	t.Helper()
	cmd := exec.Command(binary(t))
	cmd.Dir = dir
	cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + os.Getenv("HOME"), "TMPDIR=" + os.TempDir()}
	for k, v := range env {
		cmd.Env = append(cmd.Env, k+"="+v)
	}
	c, err := proc.Start(cmd)
	if err != nil {
		t.Fatal(err)
	}
	p := &process{c}
	t.Cleanup(func() {
		if !p.Running() {
			return
		}
		_ = p.Cmd.Process.Signal(syscall.SIGTERM)
		select {
		case <-p.Exited:
		case <-time.After(30 * time.Second):
			_ = p.Cmd.Process.Kill()
			<-p.Exited
			t.Errorf("the server ignored SIGTERM:\n%s", p.Out.String())
		}
	})
	return p
}

// wantExitFailure waits for p to exit and requires a non-zero status and
// every word in its output.
func (p *process) wantExitFailure(t *testing.T, words ...string) string {
	t.Helper()
	select {
	case <-p.Exited:
	case <-time.After(2 * time.Minute):
		t.Fatalf("still running; want it to refuse to start:\n%s", p.Out.String())
	}
	out := p.Out.String()
	var exit *exec.ExitError
	if !errors.As(p.Err, &exit) || exit.ExitCode() == 0 {
		t.Fatalf("exit: %v; want a non-zero status:\n%s", p.Err, out)
	}
	for _, w := range words {
		if !strings.Contains(out, w) {
			t.Errorf("output does not mention %q:\n%s", w, out)
		}
	}
	return out
}

// waitHealthy polls base/healthz until it answers 200, failing if the
// process exits first.
func (p *process) waitHealthy(t *testing.T, base string) {
	t.Helper()
	client := &http.Client{Timeout: 5 * time.Second}
	deadline := time.Now().Add(90 * time.Second)
	for {
		select {
		case <-p.Exited:
			t.Fatalf("exited during start-up (%v):\n%s", p.Err, p.Out.String())
		default:
		}
		if resp, err := client.Get(base + "/healthz"); err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s/healthz never answered:\n%s", base, p.Out.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// waitLog waits for the server's log to show want. The server may answer
// /healthz before its "listening" line has crossed the pipe into p.Out, so
// a single look right after waitHealthy can miss it on a loaded machine.
func (p *process) waitLog(t *testing.T, want string) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for !strings.Contains(p.Out.String(), want) {
		if time.Now().After(deadline) {
			t.Fatalf("log does not show %s:\n%s", want, p.Out.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// closedURL is an http URL on a loopback port nobody listens on.
func closedURL(t *testing.T) string {
	return fmt.Sprintf("http://127.0.0.1:%d/v1", proc.FreePort(t, "127.0.0.1"))
}

// devEnv is a development server on a free loopback port with a database
// in dir.
func devEnv(t *testing.T, dir string) (map[string]string, string) {
	port := proc.FreePort(t, "127.0.0.1")
	base := fmt.Sprintf("http://127.0.0.1:%d", port)
	return map[string]string{
		"PORT": fmt.Sprint(port), "PUBLIC_URL": base, "SAMPLE_DATA": "false",
		"DATABASE_URL": filepath.Join(dir, "marquee.db"),
	}, base
}

// prodEnv adds a complete production configuration to devEnv: Clerk at
// clerk, Stripe keys (the Stripe API is not called at start-up).
func prodEnv(t *testing.T, dir string, clerk *clerktest.Server) (map[string]string, string) {
	env, base := devEnv(t, dir)
	for k, v := range map[string]string{
		"APP_ENV": "production", "HOST": "127.0.0.1",
		"CLERK_SECRET_KEY": clerktest.SecretKey, "CLERK_PUBLISHABLE_KEY": "pk_test_clerktest", "CLERK_API_URL": clerk.APIURL(),
		"STRIPE_SECRET_KEY": "sk_test_main", "STRIPE_WEBHOOK_SECRET": "whsec_main", "STRIPE_API_BASE": "http://127.0.0.1:9",
	} {
		env[k] = v
	}
	return env, base
}

func wantNoFile(t *testing.T, path string) {
	t.Helper()
	if _, err := os.Stat(path); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("%s exists (stat: %v)", path, err)
	}
}

// TestProductionWithoutStripeRefusesToStart: the offline test checkout
// would let anyone mark a booking paid, so production without Stripe keys
// does not start; the other mistakes are listed in the same message, and
// nothing is reached over the network or written first.
func TestProductionWithoutStripeRefusesToStart(t *testing.T) {
	dir := t.TempDir()
	clerk := clerktest.Start(t)
	env, _ := prodEnv(t, dir, clerk)
	delete(env, "STRIPE_SECRET_KEY")
	delete(env, "STRIPE_WEBHOOK_SECRET")
	env["SEAT_HOLD_MINUTES"] = "0"
	env["THEATRE_TZ"] = "Mars/Olympus"
	launch(t, dir, env).wantExitFailure(t, "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "SEAT_HOLD_MINUTES=", "THEATRE_TZ=")
	if clerk.Hits() != 0 {
		t.Errorf("Clerk was called %d times before the configuration was refused", clerk.Hits())
	}
	wantNoFile(t, env["DATABASE_URL"])
}

// TestProductionRefusesAnUnreachableClerk: a CLERK_API_URL nobody answers
// on stops the start once the retries are spent.
func TestProductionRefusesAnUnreachableClerk(t *testing.T) {
	dir := t.TempDir()
	env, _ := prodEnv(t, dir, clerktest.Start(t))
	env["CLERK_API_URL"] = closedURL(t)
	launch(t, dir, env).wantExitFailure(t, "CLERK_API_URL="+env["CLERK_API_URL"], "CLERK_SECRET_KEY")
	wantNoFile(t, env["DATABASE_URL"])
}

// TestProductionRefusesAWrongClerkKey: Clerk's 401 stops the start with
// the variable to fix.
func TestProductionRefusesAWrongClerkKey(t *testing.T) {
	dir := t.TempDir()
	clerk := clerktest.Start(t)
	env, _ := prodEnv(t, dir, clerk)
	env["CLERK_SECRET_KEY"] = "sk_live_wrong"
	launch(t, dir, env).wantExitFailure(t, "CLERK_SECRET_KEY", "401")
	if clerk.Hits() != 1 {
		t.Errorf("Clerk saw %d requests, want 1: a refused key is not retried", clerk.Hits())
	}
}

// TestProductionStarts: with Clerk answering and Stripe configured the
// server serves, having fetched the keys, and has no test checkout.
func TestProductionStarts(t *testing.T) {
	dir := t.TempDir()
	clerk := clerktest.Start(t)
	env, base := prodEnv(t, dir, clerk)
	p := launch(t, dir, env)
	p.waitHealthy(t, base)
	if clerk.Hits() != 1 {
		t.Errorf("Clerk saw %d key-set requests, want 1 at start-up", clerk.Hits())
	}
	req, _ := http.NewRequest(http.MethodPost, base+"/checkout/test/00000000-0000-4000-8000-000000000000/pay", nil)
	req.Header.Set("Origin", base)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusNotFound {
		t.Fatalf("test checkout in production: %d, want 404", resp.StatusCode)
	}
}

// TestDatabaseURLErrors: a bad DATABASE_URL is named with its path, and a
// folder the operator named is never created.
func TestDatabaseURLErrors(t *testing.T) {
	t.Run("unwritable", func(t *testing.T) {
		dir := t.TempDir()
		env, _ := devEnv(t, dir)
		env["DATABASE_URL"] = "/proc/x.db"
		launch(t, dir, env).wantExitFailure(t, "DATABASE_URL", "/proc/x.db")
	})
	t.Run("missing folder", func(t *testing.T) {
		dir := t.TempDir()
		env, _ := devEnv(t, dir)
		env["DATABASE_URL"] = filepath.Join(dir, "missing", "sub", "x.db")
		launch(t, dir, env).wantExitFailure(t, "DATABASE_URL", env["DATABASE_URL"])
		wantNoFile(t, filepath.Join(dir, "missing"))
	})
	t.Run("default creates data", func(t *testing.T) {
		dir := t.TempDir()
		env, base := devEnv(t, dir)
		delete(env, "DATABASE_URL")
		launch(t, dir, env).waitHealthy(t, base)
		if _, err := os.Stat(filepath.Join(dir, "data", "marquee.db")); err != nil {
			t.Fatalf("default database: %v", err)
		}
	})
}

// TestDotEnv: a .env in the working directory supplies settings, and a
// variable set in the real environment wins over it, even when empty.
func TestDotEnv(t *testing.T) {
	dir := t.TempDir()
	env, base := devEnv(t, dir)
	dotenv := fmt.Sprintf("# local settings\nPORT=%s\nPUBLIC_URL=%s\nTHEATRE_TZ=Europe/Paris\nSEAT_HOLD_MINUTES=7\nSAMPLE_DATA=true\nAPP_ENV=\"production\"\n",
		env["PORT"], base)
	if err := os.WriteFile(filepath.Join(dir, ".env"), []byte(dotenv), 0o600); err != nil {
		t.Fatal(err)
	}
	real := map[string]string{
		"DATABASE_URL": env["DATABASE_URL"], "SEAT_HOLD_MINUTES": "3", "SAMPLE_DATA": "false",
		"APP_ENV": "", // set but empty: still the real environment's choice (development)
	}
	p := launch(t, dir, real)
	p.waitHealthy(t, base) // PORT and PUBLIC_URL came from .env
	resp, err := http.Get(base + "/api/config")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var cfg struct {
		TheatreTimeZone string  `json:"theatreTimeZone"`
		HoldMinutes     float64 `json:"holdMinutes"`
		DevSignIn       bool    `json:"devSignIn"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&cfg); err != nil {
		t.Fatal(err)
	}
	if cfg.TheatreTimeZone != "Europe/Paris" || cfg.HoldMinutes != 3 || !cfg.DevSignIn {
		t.Fatalf("config = %+v; want the zone from .env, the hold and APP_ENV from the environment", cfg)
	}
}

// TestHost: HOST picks the interface; development defaults to loopback.
func TestHost(t *testing.T) {
	t.Run("explicit", func(t *testing.T) {
		// Linux routes all of 127.0.0.0/8 to loopback, so a second
		// loopback address shows the server bound where it was told.
		if ln, err := net.Listen("tcp", "127.0.0.2:0"); err != nil {
			t.Skipf("no 127.0.0.2 on this machine: %v", err)
		} else {
			ln.Close()
		}
		dir := t.TempDir()
		env, _ := devEnv(t, dir)
		port := proc.FreePort(t, "127.0.0.2")
		env["HOST"], env["PORT"] = "127.0.0.2", fmt.Sprint(port)
		base := fmt.Sprintf("http://127.0.0.2:%d", port)
		env["PUBLIC_URL"] = base
		p := launch(t, dir, env)
		p.waitHealthy(t, base)
		p.waitLog(t, fmt.Sprintf("addr=127.0.0.2:%d", port))
	})
	t.Run("development default", func(t *testing.T) {
		dir := t.TempDir()
		env, base := devEnv(t, dir)
		p := launch(t, dir, env)
		p.waitHealthy(t, base)
		p.waitLog(t, "addr=127.0.0.1:"+env["PORT"])
	})
	t.Run("bad", func(t *testing.T) {
		dir := t.TempDir()
		env, _ := devEnv(t, dir)
		env["HOST"] = "every-interface"
		launch(t, dir, env).wantExitFailure(t, "HOST=")
	})
}
