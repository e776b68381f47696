// Package config reads Marquee's settings from the environment and
// validates all of them at start-up, so a typo is one clear error before
// the server listens rather than a surprise on some later request.
package config
