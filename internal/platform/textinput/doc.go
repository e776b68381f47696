// Package textinput is the one rule for text a caller sends, applied to
// every GraphQL argument and variable (gqllimit.Text) and every REST path,
// query parameter and JSON body field (the REST adapter) before any
// service sees it: no control character but tab, line feed and carriage
// return, and valid UTF-8. A NUL reached PostgreSQL (which refuses it in
// text) as an internal error; the other controls are never typed into a
// form, and would reach names, labels, e-mails and logs unseen. Tab and
// line breaks stay allowed because free text (an address) may hold them;
// fields that must be one line check that themselves.
package textinput
