package config

import (
	"bufio"
	"os"
	"reflect"
	"regexp"
	"strings"
	"testing"
)

// readEnvExample returns the variables .env.example sets and those it
// names only in a comment ("# NAME=…").
func readEnvExample(t *testing.T) (set map[string]string, commented map[string]bool) {
	t.Helper()
	f, err := os.Open("../../../.env.example")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	set, commented = map[string]string{}, map[string]bool{}
	assignment := regexp.MustCompile(`^(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$`)
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		m := assignment.FindStringSubmatch(strings.TrimSpace(sc.Text()))
		if m == nil {
			continue
		}
		if m[1] != "" {
			commented[m[2]] = true
		} else {
			set[m[2]] = m[3]
		}
	}
	return set, commented
}

// TestEveryVariableIsDocumented: each variable the configuration reads is
// in .env.example (set or commented) and in the README's configuration
// table, so neither can fall behind the code (GRAPHQL_MAX_FIELDS once
// missed the README).
func TestEveryVariableIsDocumented(t *testing.T) {
	asked := map[string]bool{}
	if _, err := Load(func(k string) string { asked[k] = true; return "" }); err != nil {
		t.Fatal(err)
	}
	set, commented := readEnvExample(t)
	readme, err := os.ReadFile("../../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	var table strings.Builder
	for _, line := range strings.Split(string(readme), "\n") {
		if strings.HasPrefix(line, "| `") {
			table.WriteString(line)
		}
	}
	for k := range asked {
		if _, ok := set[k]; !ok && !commented[k] {
			t.Errorf(".env.example does not list %s", k)
		}
		if !strings.Contains(table.String(), "`"+k+"`") {
			t.Errorf("the README's configuration table does not list %s", k)
		}
	}
}

// TestEnvExampleFollowsPort: a copy of .env.example with only PORT
// changed gives payment links on that port, because PUBLIC_URL is left to
// its default (derived from PORT) rather than fixed to :8080.
func TestEnvExampleFollowsPort(t *testing.T) {
	set, _ := readEnvExample(t)
	set["PORT"] = "9090"
	c, err := Load(func(k string) string { return set[k] })
	if err != nil {
		t.Fatal(err)
	}
	if c.PublicURL != "http://localhost:9090" {
		t.Fatalf("PUBLIC_URL from .env.example with PORT=9090 is %q, want http://localhost:9090", c.PublicURL)
	}
}

// TestDocumentedDefaultsAreTheDefaults: the defaults of several variables
// are the constants of the code they configure (booking.DefaultHold,
// gqllimit.DefaultMaxDepth, tmdb.DefaultBaseURL, …), not strings of
// their own here; .env.example and the README's table must follow when
// one changes. Every value .env.example sets, and each of those
// variables' default in the README, loads as the default does.
func TestDocumentedDefaultsAreTheDefaults(t *testing.T) {
	defaults, err := Load(env(nil))
	if err != nil {
		t.Fatal(err)
	}
	set, _ := readEnvExample(t)
	for k, v := range set {
		c, err := Load(env(map[string]string{k: v}))
		if err != nil || !reflect.DeepEqual(c, defaults) {
			t.Errorf(".env.example sets %s=%s, which is not the default (%v)", k, v, err)
		}
	}
	documented := readmeDefaults(t)
	for _, k := range []string{"SEAT_HOLD_MINUTES", "PAYMENT_START_GRACE", "CANCEL_CUTOFF", "TMDB_API_BASE",
		"GRAPHQL_MAX_DEPTH", "GRAPHQL_MAX_ALIASES", "GRAPHQL_MAX_COMPLEXITY", "GRAPHQL_MAX_FIELDS", "GRAPHQL_MAX_RESPONSE_BYTES",
		"WS_MAX_SUBSCRIPTIONS", "WS_MAX_CONNECTIONS_PER_IP"} {
		v, ok := documented[k]
		if !ok {
			t.Errorf("the README's table gives no default for %s", k)
			continue
		}
		c, err := Load(env(map[string]string{k: v}))
		if err != nil || !reflect.DeepEqual(c, defaults) {
			t.Errorf("the README gives %s=%s as the default, which is not the default (%v)", k, v, err)
		}
	}
}

// readmeDefaults reads the default column of the README's configuration
// table: "| `A`, `B` | `1`, `2` | …" gives A=1 and B=2; a row whose
// defaults are not one backquoted value per variable gives nothing.
func readmeDefaults(t *testing.T) map[string]string {
	t.Helper()
	readme, err := os.ReadFile("../../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	quoted := regexp.MustCompile("^`([^`]*)`")
	out := map[string]string{}
	for _, line := range strings.Split(string(readme), "\n") {
		cells := strings.Split(line, " | ")
		if len(cells) < 3 || !strings.HasPrefix(cells[0], "| `") {
			continue
		}
		names := strings.Split(strings.TrimPrefix(cells[0], "| "), ", ")
		values := strings.Split(cells[1], ", ")
		if len(names) != len(values) {
			continue
		}
		for i, n := range names {
			name, value := quoted.FindStringSubmatch(n), quoted.FindStringSubmatch(values[i])
			if name != nil && value != nil {
				out[name[1]] = value[1]
			}
		}
	}
	return out
}
