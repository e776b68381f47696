// Command marquee is the whole product in one binary: it reads and
// validates configuration, opens and migrates the database, seeds the
// sample catalogue when asked, wires the services, and serves HTTP until
// SIGINT or SIGTERM, then drains and stops cleanly.
package main
