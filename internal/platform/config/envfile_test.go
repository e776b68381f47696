package config

import (
	"bufio"
	"os"
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
