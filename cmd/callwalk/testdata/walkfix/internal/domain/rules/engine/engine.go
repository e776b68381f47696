// Package engine runs changes one at a time on a goroutine.
package engine

// Engine queues changes.
type Engine struct{ jobs chan job }

type job struct {
	fn   func() error
	done chan error
}

// Change runs fn on the engine's goroutine and waits for it.
func (e *Engine) Change(key string, fn func() error) error {
	j := job{fn: fn, done: make(chan error, 1)}
	go e.run(j)
	return <-j.done
}

func (e *Engine) run(j job) { j.done <- j.fn() }
