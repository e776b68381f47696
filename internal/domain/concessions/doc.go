// Package concessions is what a cinema sells besides seats: its food and
// drink menu (items with GST-inclusive prices, a GST rate and an optional
// daily stock) and offers (promo codes and automatic offers, with their
// limits). It manages them for admins and answers the two questions a
// booking asks of them: may this offer be used for this show, and how
// much does it take off. The booking service claims stock and
// redemptions in its own transactions (package booking); the SQL is in
// db/concessions.go.
package concessions
