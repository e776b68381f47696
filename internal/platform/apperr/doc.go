// Package apperr defines the domain errors shared by every layer. Services
// return them; the GraphQL error presenter turns their Kind into
// extensions.code and the REST adapters into the HTTP status declared
// beside the kind (HTTPStatus), so a rule's failure looks the same
// whichever door the request came through, and a new kind cannot be
// declared without its status. Clip, QuoteInput and ClipMessage bound how much
// caller input a message repeats.
package apperr
