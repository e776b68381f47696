// Package client embeds the built browser app (client/dist, produced by
// `npm run build`) so the server ships as one binary. The React sources
// live beside this file; Go only sees the build output.
package client
