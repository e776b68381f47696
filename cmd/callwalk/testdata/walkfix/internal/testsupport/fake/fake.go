// Package fake is a harness; nothing in the binary imports it.
package fake
