package booking

// WaitersOn counts the requests waiting for a claim in flight of the
// show's seats, so a test can tell a buyer is waiting without a timer.
func WaitersOn(s *Service, showID string) int { return s.memo.waitersOn(showID) }
