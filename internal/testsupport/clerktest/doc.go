// Package clerktest plays the one Clerk Backend API endpoint the server
// calls, GET /v1/jwks, on loopback, so start-up checks run the SDK's real
// fetch against a key set the test controls instead of the internet.
package clerktest
