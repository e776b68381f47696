// Package audit is the audit trail: who changed money, seats, shows,
// layouts, prices, offers or roles, when, and the subject before and
// after. A row is written by Record inside the transaction of the change
// it records, so a change that rolls back leaves none and a committed one
// always has its row; rows are never edited or deleted.
package audit
