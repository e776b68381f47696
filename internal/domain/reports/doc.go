// Package reports is what the cinema's figures are made of: sales by
// film, screen, day and channel, occupancy by screen, weekday and hour,
// food sales by item, offers' redemptions and cost, refunds, and the
// distributors' weekly settlement. Every figure is one SQL
// aggregate (in package db) over the same booking rows the tickets are,
// grouped by the day a show plays in its own cinema's time zone, so the
// CSV exports, GraphQL and the dashboard cannot disagree.
package reports
