package app_test

import (
	"io/fs"
	"net/http"
	"os"
	"strings"
	"testing"

	"marquee/client"
	"marquee/internal/testsupport/servertest"
)

// TestPlaygroundWorksOffline: the GraphiQL page the binary embeds loads
// only assets this server serves (gqlgen's page pulled React and GraphiQL
// from a CDN and was blank offline). It needs the client build, which
// `make test` makes first.
func TestPlaygroundWorksOffline(t *testing.T) {
	if !playgroundBuilt(t) {
		t.Skip("client/dist-playground is not built; run `make build` (make test does)")
	}
	s := start(t, "sqlite", nil)
	r := do(t, http.MethodGet, s.URL+"/playground", "", nil, nil)
	if r.Status != http.StatusOK || !strings.Contains(r.Raw, `id="graphiql"`) {
		t.Fatalf("/playground: %d\n%s", r.Status, r.Raw)
	}
	servertest.CheckSameOriginAssets(t, s.URL, r.Raw)
}

// playgroundBuilt reports whether the binary embeds the GraphiQL build.
// Under CI=true a missing build fails the test instead: CI runs `make
// test`, which always builds it.
func playgroundBuilt(t *testing.T) bool {
	t.Helper()
	if _, err := fs.Stat(client.Playground(), "index.html"); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("client/dist-playground is not built (required under CI=true; make test builds it)")
		}
		return false
	}
	return true
}
