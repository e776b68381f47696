package origin

import (
	"errors"
	"net"
	"net/url"
	"strings"
)

// ErrNotOrigin is returned by Normalize for anything but an http(s)
// origin. It never repeats the input, which may come from a caller.
var ErrNotOrigin = errors.New("want an http(s) origin: scheme://host[:port] with nothing after the host")

// Normalize returns s as scheme://host[:port]: scheme and host in lower
// case, the scheme's default port (80 for http, 443 for https) dropped,
// IPv6 addresses in brackets. Surrounding spaces and one trailing slash
// are tolerated; a path, query, fragment or user info is an error, as is
// any scheme other than http and https.
func Normalize(s string) (string, error) {
	u, err := url.Parse(strings.TrimSpace(s))
	if err != nil || u.Opaque != "" || u.User != nil || (u.Path != "" && u.Path != "/") ||
		u.RawQuery != "" || u.ForceQuery || u.Fragment != "" || u.Hostname() == "" {
		return "", ErrNotOrigin
	}
	scheme := strings.ToLower(u.Scheme)
	if scheme != "http" && scheme != "https" {
		return "", ErrNotOrigin
	}
	host, port := strings.ToLower(u.Hostname()), u.Port()
	if (scheme == "http" && port == "80") || (scheme == "https" && port == "443") {
		port = ""
	}
	switch {
	case port != "":
		host = net.JoinHostPort(host, port)
	case strings.Contains(host, ":"):
		host = "[" + host + "]"
	}
	return scheme + "://" + host, nil
}

// Same reports whether a and b are both origins and the same one.
func Same(a, b string) bool {
	na, err := Normalize(a)
	if err != nil {
		return false
	}
	nb, err := Normalize(b)
	return err == nil && na == nb
}

// Of returns the origin of an absolute http(s) URL, such as a Referer
// header, whatever path, query or fragment follows the host.
func Of(rawURL string) (string, error) {
	u, err := url.Parse(strings.TrimSpace(rawURL))
	if err != nil || u.User != nil {
		return "", ErrNotOrigin
	}
	return Normalize(u.Scheme + "://" + u.Host)
}
