package httpserver

import (
	"bytes"
	"io"
	"io/fs"
	"net/http"
	"path"
	"strings"
	"time"
)

// spa serves the built client. Paths that name a file get the file (with
// long caching for Vite's content-hashed assets); every other path gets
// index.html so the client router can render the route, including its
// own 404 page.
type spa struct {
	files fs.FS
	index []byte
}

func newSPA(files fs.FS) *spa {
	if files == nil {
		files = emptyFS{}
	}
	index, _ := fs.ReadFile(files, "index.html")
	return &spa{files: files, index: index}
}

func (s *spa) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	name := strings.TrimPrefix(path.Clean("/"+r.URL.Path), "/")
	if name != "" && name != "index.html" {
		if f, err := s.files.Open(name); err == nil {
			st, err := f.Stat()
			if err == nil && !st.IsDir() {
				if strings.HasPrefix(name, "assets/") {
					w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
				}
				if rs, ok := f.(io.ReadSeeker); ok {
					http.ServeContent(w, r, name, st.ModTime(), rs)
					_ = f.Close()
					return
				}
			}
			_ = f.Close()
		}
	}
	if len(s.index) == 0 {
		http.Error(w, "The client has not been built: run `make build` (or `make run`).", http.StatusServiceUnavailable)
		return
	}
	// index.html must never be cached, or a deploy would strand browsers
	// on asset names that no longer exist.
	w.Header().Set("Cache-Control", "no-cache")
	http.ServeContent(w, r, "index.html", time.Time{}, bytes.NewReader(s.index))
}

// emptyFS stands in for a build that was not given, which then reads as
// one that was never built.
type emptyFS struct{}

func (emptyFS) Open(name string) (fs.File, error) {
	return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
}
