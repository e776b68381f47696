// Package rules is the fixture's booking rules over one engine.
package rules

import (
	"sort"

	"walkfix/db"
	"walkfix/internal/domain/rules/engine"
)

// Publisher is the port an adapter implements.
type Publisher interface{ Publish(seat string) }

// Service holds the rules.
type Service struct {
	Events Publisher
	Limit  func(user string) error
	eng    *engine.Engine
}

// New returns a service.
func New(p Publisher) *Service { return &Service{Events: p, eng: &engine.Engine{}} }

// Book claims a seat.
func (s *Service) Book(seat string) error {
	if err := s.Limit(seat); err != nil {
		return err
	}
	seats := []string{seat, "B2"}
	sort.Slice(seats, func(i, j int) bool { return less(seats[i], seats[j]) })
	err := s.eng.Change(seat, func() error { return db.Claim(seat) })
	s.Events.Publish(seat)
	return err
}

// Cancel releases a seat.
func (s *Service) Cancel(seat string) error {
	return s.eng.Change(seat, func() error { return db.Release(seat) })
}

func less(a, b string) bool { return a < b }

// Describe names a seat.
func Describe(seat string) string { return db.Name(seat) }
