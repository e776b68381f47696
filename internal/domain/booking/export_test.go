package booking

// WaitersOn counts the requests waiting for a claim in flight of the
// show's seats, so a test can tell a buyer is waiting without a timer.
func WaitersOn(s *Service, showID string) int { return s.memo.waitersOn(showID) }

// RetryWaiting is closed once a retry waits for the payment session this
// service is opening for booking id; nil when it is opening none.
func RetryWaiting(s *Service, bookingID string) <-chan struct{} {
	o, ok := s.opening.Load(bookingID)
	if !ok {
		return nil
	}
	return o.(*openingCheckout).waited
}
