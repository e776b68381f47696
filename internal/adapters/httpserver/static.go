package httpserver

import (
	"crypto/sha256"
	"encoding/hex"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strconv"
	"strings"
	"time"

	"github.com/klauspost/compress/gzhttp"
)

// Cache lifetimes. Vite names everything under assets/ by its content, so a
// changed file is a new URL and the old one may be kept for ever; every
// other file (index.html above all, which names those assets) is
// revalidated on each use, cheaply, by its ETag.
const (
	cacheImmutable   = "public, max-age=31536000, immutable"
	cacheRevalidate  = "no-cache"
	hashedAssetsPath = "assets/"
)

// codings are the precompressed variants the client build writes beside a
// file (client/vite.precompress.ts), best first: on equal preference a
// browser gets brotli, which is smaller.
var codings = []struct{ name, suffix string }{
	{"br", ".br"},
	{"gzip", ".gz"},
}

// spa serves a built client from its files. Paths that name a file get the
// file; every other path gets index.html, so the client router can render
// the route, including its own 404 page. A file is sent as its .br or .gz
// sibling when the request accepts that coding, so nothing is compressed
// per request.
type spa struct {
	files  fs.FS
	byName map[string]*staticFile
	index  *staticFile
}

// staticFile is one servable file and what is known of it at start.
type staticFile struct {
	name        string
	size        int64
	contentType string
	// immutable: a content-hashed asset, cached for a year unchecked.
	immutable bool
	// etag is strong and computed once from the content, for the files
	// that are revalidated; hashed assets need none.
	etag     string
	variants []variant
}

type variant struct {
	coding, name string
	size         int64
}

func newSPA(files fs.FS) *spa {
	if files == nil {
		files = emptyFS{}
	}
	s := &spa{files: files, byName: map[string]*staticFile{}}
	sizes := map[string]int64{}
	_ = fs.WalkDir(files, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || name == ".gitkeep" {
			return nil
		}
		if info, err := d.Info(); err == nil {
			sizes[name] = info.Size()
		}
		return nil
	})
	for name, size := range sizes {
		if isVariant(name, sizes) {
			continue // served only in place of its file, never by its own name
		}
		f, err := s.describe(name, size)
		if err != nil {
			continue
		}
		for _, c := range codings {
			if vsize, ok := sizes[name+c.suffix]; ok {
				f.variants = append(f.variants, variant{coding: c.name, name: name + c.suffix, size: vsize})
			}
		}
		s.byName[name] = f
	}
	s.index = s.byName["index.html"]
	return s
}

func isVariant(name string, sizes map[string]int64) bool {
	for _, c := range codings {
		if base, ok := strings.CutSuffix(name, c.suffix); ok {
			if _, ok := sizes[base]; ok {
				return true
			}
		}
	}
	return false
}

// describe reads what serving name needs: its type and, outside the hashed
// assets, a hash of its content for the ETag. Hashed assets are read only
// when their extension does not tell their type.
func (s *spa) describe(name string, size int64) (*staticFile, error) {
	hashed := strings.HasPrefix(name, hashedAssetsPath)
	f := &staticFile{name: name, size: size, contentType: contentTypeOf(name), immutable: hashed}
	if hashed && f.contentType != "" {
		return f, nil
	}
	file, err := s.files.Open(name)
	if err != nil {
		return nil, err
	}
	defer file.Close()
	head := make([]byte, 512)
	n, err := io.ReadFull(file, head)
	if err != nil && err != io.ErrUnexpectedEOF && err != io.EOF {
		return nil, err
	}
	if f.contentType == "" {
		f.contentType = http.DetectContentType(head[:n])
	}
	if !hashed {
		h := sha256.New()
		h.Write(head[:n])
		if _, err := io.Copy(h, file); err != nil {
			return nil, err
		}
		f.etag = `"` + hex.EncodeToString(h.Sum(nil)[:16]) + `"`
	}
	return f, nil
}

// contentTypeOf is the type by extension, with the few web types that
// Go's table (and a bare system's) lacks.
func contentTypeOf(name string) string {
	ext := path.Ext(name)
	if ct := mime.TypeByExtension(ext); ct != "" {
		return ct
	}
	return map[string]string{
		".woff2": "font/woff2",
		".woff":  "font/woff",
		".ttf":   "font/ttf",
		".otf":   "font/otf",
		".ico":   "image/x-icon",
		".txt":   "text/plain; charset=utf-8",
		".map":   "application/json",
	}[ext]
}

func (s *spa) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	// Compressing again what is either precompressed or not worth it would
	// only cost time (see CompressDynamic).
	w.Header().Set(gzhttp.HeaderNoCompression, "1")
	name := strings.TrimPrefix(path.Clean("/"+r.URL.Path), "/")
	f := s.byName[name]
	if f == nil && strings.HasPrefix(name, hashedAssetsPath) {
		// A page from an older release asks for an asset this one does not
		// have: an HTML page in its place would only fail to parse.
		http.NotFound(w, r)
		return
	}
	if f == nil || name == "index.html" {
		f = s.index
	}
	if f == nil {
		http.Error(w, "The client has not been built: run `make build` (or `make run`).", http.StatusServiceUnavailable)
		return
	}
	s.serve(w, r, f)
}

func (s *spa) serve(w http.ResponseWriter, r *http.Request, f *staticFile) {
	h := w.Header()
	h.Set("Content-Type", f.contentType)
	if f.immutable {
		h.Set("Cache-Control", cacheImmutable)
	} else {
		// index.html must never be used unchecked, or a deploy would strand
		// browsers on asset names that no longer exist.
		h.Set("Cache-Control", cacheRevalidate)
	}
	if len(f.variants) > 0 {
		addVary(h, "Accept-Encoding")
	} else {
		// One representation: whatever the compressor around us announced,
		// caches need not key it by Accept-Encoding.
		dropVary(h, "Accept-Encoding")
	}
	if r.Header.Get("Range") != "" {
		// Ranges are of the plain file, which ServeContent answers in full
		// (If-Range, multiple ranges, 416).
		s.serveRange(w, r, f)
		return
	}
	name, size, etag := f.name, f.size, f.etag
	if v := pickVariant(r.Header.Get("Accept-Encoding"), f.variants); v != nil {
		name, size = v.name, v.size
		h.Set("Content-Encoding", v.coding)
		if etag != "" {
			// Each representation has its own strong validator.
			etag = strings.TrimSuffix(etag, `"`) + "-" + v.coding + `"`
		}
	}
	if etag != "" {
		h.Set("ETag", etag)
		if noneMatch(r.Header.Get("If-None-Match"), etag) {
			h.Del("Content-Type")
			h.Del("Content-Encoding")
			w.WriteHeader(http.StatusNotModified)
			return
		}
	}
	h.Set("Content-Length", strconv.FormatInt(size, 10))
	w.WriteHeader(http.StatusOK)
	if r.Method == http.MethodHead {
		return
	}
	file, err := s.files.Open(name)
	if err != nil {
		return // embedded files do not vanish; the status is already sent
	}
	defer file.Close()
	_, _ = io.Copy(w, file)
}

func (s *spa) serveRange(w http.ResponseWriter, r *http.Request, f *staticFile) {
	file, err := s.files.Open(f.name)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer file.Close()
	rs, ok := file.(io.ReadSeeker)
	if !ok {
		http.Error(w, "range not supported", http.StatusInternalServerError)
		return
	}
	if f.etag != "" {
		w.Header().Set("ETag", f.etag)
	}
	http.ServeContent(w, r, f.name, time.Time{}, rs)
}

// pickVariant chooses the precompressed variant the request accepts most
// (RFC 9110 §12.5.3: q-values, "*", and q=0 refusing a coding), brotli on a
// tie; nil means the plain file. A request without Accept-Encoding gets the
// plain file too, as every client understands it.
func pickVariant(acceptEncoding string, variants []variant) *variant {
	if acceptEncoding == "" || len(variants) == 0 {
		return nil
	}
	q := acceptedCodings(acceptEncoding)
	var best *variant
	bestQ := 0.0
	for _, c := range codings {
		for i := range variants {
			v := &variants[i]
			if v.coding != c.name {
				continue
			}
			vq, ok := q[c.name]
			if !ok {
				vq = q["*"]
			}
			if vq > bestQ {
				best, bestQ = v, vq
			}
		}
	}
	return best
}

// acceptedCodings parses Accept-Encoding into coding → q-value; an entry
// with a malformed q-value is ignored, "x-gzip" is gzip.
func acceptedCodings(header string) map[string]float64 {
	q := map[string]float64{}
	for _, part := range strings.Split(header, ",") {
		fields := strings.Split(part, ";")
		coding := strings.ToLower(strings.TrimSpace(fields[0]))
		if coding == "" {
			continue
		}
		if coding == "x-gzip" {
			coding = "gzip"
		}
		value, valid := 1.0, true
		for _, p := range fields[1:] {
			k, v, _ := strings.Cut(strings.TrimSpace(p), "=")
			if strings.EqualFold(strings.TrimSpace(k), "q") {
				f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
				if err != nil || f < 0 || f > 1 {
					valid = false
				}
				value = f
			}
		}
		if valid {
			q[coding] = value
		}
	}
	return q
}

// noneMatch reports whether If-None-Match names etag (weak comparison, as
// RFC 9110 §13.1.2 asks for this header) or is "*".
func noneMatch(header, etag string) bool {
	for _, tag := range strings.Split(header, ",") {
		tag = strings.TrimSpace(tag)
		if tag == "*" || strings.TrimPrefix(tag, "W/") == etag {
			return true
		}
	}
	return false
}

// addVary adds a field to Vary unless it is already listed.
func addVary(h http.Header, field string) {
	for _, v := range h.Values("Vary") {
		for _, f := range strings.Split(v, ",") {
			if strings.EqualFold(strings.TrimSpace(f), field) {
				return
			}
		}
	}
	h.Add("Vary", field)
}

// dropVary removes a field from Vary.
func dropVary(h http.Header, field string) {
	var keep []string
	for _, v := range h.Values("Vary") {
		for _, f := range strings.Split(v, ",") {
			if f = strings.TrimSpace(f); f != "" && !strings.EqualFold(f, field) {
				keep = append(keep, f)
			}
		}
	}
	h.Del("Vary")
	if len(keep) > 0 {
		h.Set("Vary", strings.Join(keep, ", "))
	}
}

// emptyFS stands in for a build that was not given, which then reads as
// one that was never built.
type emptyFS struct{}

func (emptyFS) Open(name string) (fs.File, error) {
	return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
}
