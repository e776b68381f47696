package booking

// RetryWaiting is closed once a retry waits for the payment session this
// service is opening for booking id; nil when it is opening none.
func RetryWaiting(s *Service, bookingID string) <-chan struct{} {
	o, ok := s.opening.Load(bookingID)
	if !ok {
		return nil
	}
	return o.(*openingCheckout).waited
}
