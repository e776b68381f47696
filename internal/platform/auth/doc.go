// Package auth turns a bearer token into the caller that services act for.
// Identity is Clerk's job, not ours, so the server never stores passwords:
// it only checks that a session token was signed by a key it trusts and
// reads the user's name, email, picture and role from the token's claims.
// Development sign-in mints tokens of exactly the same shape with a locally
// held key, so that HTTP, GraphQL and the websocket exercise a single
// verification path in development, in tests and in production; a second
// path would be a second place for a security bug to hide. A token that
// fails verification does not fail the request, because anonymous visitors
// may still browse; the failure is kept in the context so that an operation
// that needs a caller can tell the user to sign in again.
package auth
