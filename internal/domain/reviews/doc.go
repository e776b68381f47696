// Package reviews is verified reviews: only a customer whose ticket for a
// movie was admitted at the door (a check_ins row, at any cinema) may rate
// it and write a few lines about it, once per movie (writing again edits),
// so a film's verified rating counts people who were there and nobody
// else. Averages and counts are computed by the database over visible
// reviews; an admin may hide a review, which is recorded in the audit
// trail in the same transaction.
package reviews
