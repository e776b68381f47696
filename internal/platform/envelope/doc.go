// Package envelope writes the JSON body every /api response shares:
// {"success": true, ...fields} or {"success": false, "code": ...,
// "message": ..., ...details}. The REST adapters, the router's own
// answers, rate-limit and websocket refusals, the development sign-in and
// the Stripe webhook all write through it, so a client reads every /api
// body the same way. docs/rest.md is generated from its output.
package envelope
