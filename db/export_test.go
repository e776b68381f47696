package db

var PgxDSN = pgxDSN

// SetSeatVersionsBatch lowers the ids per SeatVersions statement, so a
// test can cross the bound with a few shows; it returns the restore.
func SetSeatVersionsBatch(n int) (restore func()) {
	old := seatVersionsBatch
	seatVersionsBatch = n
	return func() { seatVersionsBatch = old }
}
