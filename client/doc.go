// Package client embeds the built browser app (client/dist, produced by
// `npm run build`) and the GraphiQL page (client/dist-playground) so the
// server ships as one binary and works offline. The React sources
// live beside this file; Go only sees the build output.
package client
