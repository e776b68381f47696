// Command live-bench measures the live seat map and prints the figures
// as Markdown (see package livebench).
package main
