package httpserver_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"

	"github.com/klauspost/compress/zstd"

	"marquee/internal/adapters/httpserver"
)

// jsonOf is a JSON document of about n bytes.
func jsonOf(n int) []byte {
	b, _ := json.Marshal(map[string]any{"success": true, "movies": strings.Repeat("Marquee ", n/8)})
	return b
}

func dynamicRoutes(mux *http.ServeMux) {
	for path, n := range map[string]int{"/api/big": 8000, "/api/small": 300} {
		body := jsonOf(n)
		mux.HandleFunc("GET "+path, func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			_, _ = w.Write(body)
		})
	}
	// An upgrade as the websocket transport does it: 101 on the hijacked
	// connection, which the compressing writer must never have wrapped.
	mux.HandleFunc("GET /api/upgrade", func(w http.ResponseWriter, r *http.Request) {
		if len(w.Header().Values("Vary")) != 0 {
			http.Error(w, "the upgrade went through the compressor", http.StatusInternalServerError)
			return
		}
		conn, rw, err := http.NewResponseController(w).Hijack()
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		defer conn.Close()
		_, _ = rw.WriteString("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n")
		_, _ = rw.Write(jsonOf(4000)) // frames of the protocol, as they are
		_ = rw.Flush()
	})
}

// TestJSONCompressedAboveOneKB: dynamic JSON over 1 KB goes out gzip or
// zstd as the request accepts, with Vary; under 1 KB, or without
// Accept-Encoding, it goes out plain.
func TestJSONCompressedAboveOneKB(t *testing.T) {
	srv := newServer(t, httpserver.Deps{Client: builtApp, Extra: dynamicRoutes})
	big := jsonOf(8000)
	for _, tc := range []struct{ path, accept, want string }{
		{"/api/big", "gzip", "gzip"},
		{"/api/big", "gzip, deflate, br, zstd", "zstd"},
		{"/api/big", "br", ""}, // brotli is for the precompressed files only
		{"/api/big", "", ""},
		{"/api/big", "gzip;q=0", ""},
		{"/api/small", "gzip, deflate, br, zstd", ""},
	} {
		resp, body := fetch(t, http.MethodGet, srv.URL+tc.path, map[string]string{"Accept-Encoding": tc.accept})
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("%s: %d", tc.path, resp.StatusCode)
		}
		ce := resp.Header.Get("Content-Encoding")
		if ce != tc.want {
			t.Errorf("%s with Accept-Encoding %q: Content-Encoding %q, want %q", tc.path, tc.accept, ce, tc.want)
			continue
		}
		if varyCount(resp.Header, "Accept-Encoding") != 1 {
			t.Errorf("%s: Vary = %q, want Accept-Encoding", tc.path, resp.Header.Values("Vary"))
		}
		plain := body
		switch ce {
		case "gzip":
			plain = decode(t, "gzip", body)
		case "zstd":
			d, err := zstd.NewReader(bytes.NewReader(body))
			if err != nil {
				t.Fatal(err)
			}
			plain, err = io.ReadAll(d)
			d.Close()
			if err != nil {
				t.Fatalf("zstd body: %v", err)
			}
		}
		if tc.path == "/api/big" && !bytes.Equal(plain, big) {
			t.Errorf("%s (%s) does not decode to the JSON written", tc.path, ce)
		}
		if ce != "" && len(body) > len(big)/4 {
			t.Errorf("%s: %s body %d bytes for %d of JSON", tc.path, ce, len(body), len(big))
		}
	}
}

// TestUpgradeBypassesCompression: a websocket upgrade that accepts gzip
// reaches its handler unwrapped and its 101 and frames are untouched.
func TestUpgradeBypassesCompression(t *testing.T) {
	srv := newServer(t, httpserver.Deps{Client: builtApp, Extra: dynamicRoutes})
	conn, err := net.Dial("tcp", strings.TrimPrefix(srv.URL, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	_, err = io.WriteString(conn, "GET /api/upgrade HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nAccept-Encoding: gzip, deflate, br, zstd\r\n\r\n")
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != http.StatusSwitchingProtocols {
		body, _ := io.ReadAll(resp.Body)
		t.Fatalf("upgrade answered %d: %s", resp.StatusCode, body)
	}
	if ce := resp.Header.Get("Content-Encoding"); ce != "" {
		t.Fatalf("101 with Content-Encoding %q", ce)
	}
}
