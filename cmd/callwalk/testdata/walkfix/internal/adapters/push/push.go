// Package push implements the domain's Publisher port.
package push

import "walkfix/internal/domain/rules"

// Hub sends events to subscribers.
type Hub struct{}

// Publish fans an event out; it reads the domain back to do so.
func (Hub) Publish(seat string) { rules.Describe(seat) }
