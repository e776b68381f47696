// Package gqltest holds GraphQL documents that tests of more than one
// layer send: the validation rules alone (gqllimit) and the whole server
// (internal/app) must agree on them.
package gqltest
