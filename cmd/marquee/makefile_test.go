package main

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestFirstStartSaysWhatItDoes: `make run` on a fresh machine used to be
// silent for over a minute (npm ci, then the playground build). It now
// says up front that the first start takes about two minutes and why, and
// says nothing of the kind once everything is installed and built.
func TestFirstStartSaysWhatItDoes(t *testing.T) {
	if _, err := exec.LookPath("make"); err != nil {
		t.Skip("make is not installed")
	}
	repo, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	note := func(vars ...string) string {
		t.Helper()
		cmd := exec.Command("make", append([]string{"-s", "-C", repo, "first-start-note"}, vars...)...)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("make first-start-note: %v\n%s", err, out)
		}
		return string(out)
	}
	fresh := note("CLIENT_DEPS=" + filepath.Join(t.TempDir(), "no-node-modules"))
	for _, want := range []string{"about two minutes", "npm packages", "GraphiQL playground", "compiling the server"} {
		if !strings.Contains(fresh, want) {
			t.Errorf("first start note %q does not mention %q", fresh, want)
		}
	}
	// `make run` asks for the note before anything else it does.
	out, err := exec.Command("make", "-C", repo, "-n", "run").CombinedOutput()
	if err != nil {
		t.Fatalf("make -n run: %v\n%s", err, out)
	}
	var first string
	for _, l := range strings.Split(string(out), "\n") {
		if l != "" && !strings.HasPrefix(l, "make") {
			first = l
			break
		}
	}
	if !strings.Contains(first, "bin/marquee") || !strings.HasPrefix(first, "if ") {
		t.Errorf("make run's first step is %q, want the first-start note's check", first)
	}
}
