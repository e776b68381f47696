// Package boxoffice is the counter: staff with the BOX_OFFICE role (and
// admins) open a till with a float, sell seats through the booking
// service's own seat engine (so a counter sale and an online booking
// race fairly and every live seat map sees it), refund counter sales in
// cash back over the counter, and close the till with what they counted
// against what Marquee expects. A closed till is never changed again.
package boxoffice
