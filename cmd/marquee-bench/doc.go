// Command marquee-bench measures Marquee on this machine and rewrites
// docs/benchmarks.md. It starts the real application in-process on a
// loopback port for each database and drives it through GraphQL over
// HTTP, beside a raw-SQL baseline measured in the same run, so every
// figure comes with a same-machine reference. Load stays on loopback and
// every loop is bounded in count and time.
package main
