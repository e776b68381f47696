package httpserver

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/uptrace/bun"

	"marquee/db/dbtest"
)

// /healthz says whether a request could use the database now: up while
// the pool answers, down (503) once it cannot.
func TestHealthzFollowsTheDatabase(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		h := healthz(bdb)
		rec := httptest.NewRecorder()
		h(rec, httptest.NewRequest(http.MethodGet, "/healthz", nil))
		if rec.Code != http.StatusOK || !strings.Contains(rec.Body.String(), `"database":"up"`) {
			t.Fatalf("healthy database: %d %s", rec.Code, rec.Body)
		}
		if err := bdb.Close(); err != nil {
			t.Fatal(err)
		}
		rec = httptest.NewRecorder()
		h(rec, httptest.NewRequest(http.MethodGet, "/healthz", nil))
		if rec.Code != http.StatusServiceUnavailable || !strings.Contains(rec.Body.String(), `"database":"down"`) {
			t.Fatalf("closed database: %d %s", rec.Code, rec.Body)
		}
	})
}
