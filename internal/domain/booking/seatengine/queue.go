package seatengine

import (
	"context"
	"fmt"
	"log/slog"
	"runtime/debug"
	"sync"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
)

// maxBatch bounds how many changes share one transaction.
const maxBatch = 64

// batchTimeout bounds one batch, retries included: its callers wait for
// it whatever their own deadlines, so a database that stops answering
// must not hold them for ever.
const batchTimeout = 30 * time.Second

// queue runs seat changes one transaction at a time: on SQLite every
// change of the process (SQLite has a single writer anyway), on
// PostgreSQL the claims of one show (each bumps the show's seat version,
// so they would wait for each other on its row lock anyway). Changes that
// queue up while a transaction is being written go into the next one
// together, each in a savepoint of its own, with one seat-version bump
// per show and one commit for all. Each change still commits or rolls
// back as a whole, in the order it queued, exactly as if it had run
// alone after the one before. What the batch saves is the wait between
// writers (a writer woken by a lock or SQLite's busy handler first queues
// behind every busy goroutine for a processor), the per-transaction cost
// of BEGIN, the version bump and COMMIT, and, for a hot seat, the
// losers' transactions: a claim behind the winner's is refused from the
// seats it claimed, before a statement of its own.
//
// Its writer runs on a goroutine of its own, started when a change
// arrives and ended when none is waiting.
type queue struct {
	e       *Engine
	mu      sync.Mutex
	pending []*job
	running bool
}

// job is one change waiting for its turn.
type job struct {
	// ctx is the caller's: its values (the caller, log attributes) reach
	// fn, its cancellation only keeps fn from starting.
	ctx     context.Context
	admit   admitFunc
	learned func() // see change
	fn      Func
	// taken is set under the queue's lock when a batch takes the job;
	// a job its caller gave up on before that never runs.
	taken, abandoned bool
	ch               Change
	err              error
	done             chan struct{}
}

// queueFor is the queue a change of showID ("" when it may touch several
// shows) goes through, or nil when it goes alone.
func (e *Engine) queueFor(showID string) *queue {
	if e.queue != nil {
		return e.queue
	}
	if showID == "" {
		return nil
	}
	e.queueMu.Lock()
	defer e.queueMu.Unlock()
	q := e.showQueues[showID]
	if q == nil {
		if e.showQueues == nil {
			e.showQueues = map[string]*queue{}
		}
		q = &queue{e: e}
		e.showQueues[showID] = q
	}
	return q
}

// dropIdleQueues forgets the per-show queues nothing is waiting in.
func (e *Engine) dropIdleQueues() {
	e.queueMu.Lock()
	defer e.queueMu.Unlock()
	for id, q := range e.showQueues {
		q.mu.Lock()
		idle := !q.running && len(q.pending) == 0
		q.mu.Unlock()
		if idle {
			delete(e.showQueues, id)
		}
	}
}

// submit queues job and waits for its outcome. A caller whose context
// ends before its change was taken into a transaction leaves with the
// context's error and the change never runs; once taken, it runs to its
// outcome like any transaction already under way.
func (q *queue) submit(ctx context.Context, j *job) (Change, error) {
	q.mu.Lock()
	q.pending = append(q.pending, j)
	if !q.running {
		q.running = true
		go q.work()
	}
	q.mu.Unlock()
	select {
	case <-j.done:
	case <-ctx.Done():
		q.mu.Lock()
		if !j.taken {
			j.abandoned = true
			q.mu.Unlock()
			return Change{}, ctx.Err()
		}
		q.mu.Unlock()
		<-j.done
	}
	return j.ch, j.err
}

// work writes batches until nothing waits.
func (q *queue) work() {
	for {
		batch := q.next()
		if batch == nil {
			return
		}
		q.e.runBatch(batch)
		for _, j := range batch {
			close(j.done)
		}
	}
}

// next takes the waiting jobs, up to maxBatch, or ends the writer.
func (q *queue) next() []*job {
	q.mu.Lock()
	defer q.mu.Unlock()
	var batch []*job
	for len(q.pending) > 0 && len(batch) < maxBatch {
		j := q.pending[0]
		q.pending[0] = nil
		q.pending = q.pending[1:]
		if j.abandoned {
			continue
		}
		j.taken = true
		batch = append(batch, j)
	}
	if len(batch) == 0 {
		q.pending = nil
		q.running = false
		return nil
	}
	return batch
}

// runBatch writes the jobs in one transaction, each in a savepoint, and
// sets each job's outcome. A failure of the transaction itself (a lock
// held by another process, a failed commit) reruns the whole batch like
// any transaction, and is every change's outcome if it persists.
func (e *Engine) runBatch(jobs []*job) {
	if jobs = refuseBeforeWriting(jobs); len(jobs) == 0 {
		return
	}
	// The batch serves several callers, so no one caller's context may
	// cancel it; each caller's has been checked when it was taken.
	ctx, cancel := context.WithTimeout(context.Background(), batchTimeout)
	defer cancel()
	var events []Event
	var committing time.Time
	err := withRetry(ctx, func() error {
		return e.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			var shows []string
			var claimed batchClaims
			var done []Change
			for _, j := range jobs {
				if err := runJob(ctx, tx, j, &claimed); err != nil {
					return err
				}
				shows = append(shows, j.ch.Shows...)
				if j.err == nil {
					done = append(done, j.ch)
				}
			}
			var err error
			events, err = e.bumpVersions(ctx, tx, shows, done)
			committing = time.Now()
			return err
		})
	})
	if err != nil {
		// Nothing committed: even a refusal because of another job's claim
		// would be unfounded now.
		for _, j := range jobs {
			j.ch, j.err = Change{}, err
		}
		return
	}
	changes := make([]Change, 0, len(jobs))
	for _, j := range jobs {
		if j.err == nil {
			changes = append(changes, j.ch)
		}
	}
	e.remember(changes, events, committing)
	learnedAll(jobs)
	e.host.Announce(ctx, events...)
}

// learnedAll tells the callers of a committed batch's jobs that the memo
// knows what they did.
func learnedAll(jobs []*job) {
	for _, j := range jobs {
		if j.learned != nil {
			j.learned()
		}
	}
}

// refuseBeforeWriting gives the jobs their admission's answer before a
// transaction is opened, as if none of the batch had claimed anything yet,
// and returns those it admits. A hot seat's losers queue behind its
// winner; once the winner's commit has taught the memo, a whole batch of
// them is refused here, without an empty transaction (two round trips on
// PostgreSQL) for each batch. Asking early changes no answer: a refusal
// rests on the memo alone, which only learns from commits, and a job
// admitted here is asked again in the transaction, where the seats of the
// batch's earlier jobs count too.
func refuseBeforeWriting(jobs []*job) []*job {
	admitted := jobs[:0:0]
	none := func(string, []string) []string { return nil }
	for _, j := range jobs {
		if j.admit != nil {
			if err := j.admit(none); err != nil {
				j.ch, j.err = Change{}, err
				continue
			}
		}
		admitted = append(admitted, j)
	}
	return admitted
}

// runJob runs one job of a batch in its own savepoint and records its
// outcome in j. It returns an error only when the whole transaction must
// be rolled back and rerun.
func runJob(ctx context.Context, tx bun.Tx, j *job, claimed *batchClaims) error {
	j.ch, j.err = Change{}, nil
	if j.admit != nil {
		if err := j.admit(claimed.taken); err != nil {
			j.err = err
			return nil
		}
	}
	// The change sees its caller's values with the batch's deadline.
	deadline, _ := ctx.Deadline()
	jobCtx, cancel := context.WithDeadline(context.WithoutCancel(j.ctx), deadline)
	defer cancel()
	// bun hands a savepoint's function the transaction's context, so the
	// change is given its own here.
	err := tx.RunInTx(jobCtx, nil, func(_ context.Context, sp bun.Tx) (err error) {
		// The batch runs on the queue's goroutine, where a panic would end
		// the process: it fails this change alone, like a panic in a
		// request's own transaction.
		defer func() {
			if r := recover(); r != nil {
				slog.ErrorContext(jobCtx, "seat change panicked", "panic", fmt.Sprint(r), "stack", string(debug.Stack()))
				err = fmt.Errorf("seat change panicked: %v", r)
			}
		}()
		j.ch, err = j.fn(jobCtx, sp)
		return err
	})
	if err != nil {
		if db.Retryable(err) {
			return err
		}
		j.ch, j.err = Change{}, err
		return nil
	}
	claimed.add(j.ch.Claim)
	return nil
}

// batchClaims are the seats claimed by the changes of a batch so far.
type batchClaims map[string]map[string]bool

func (b *batchClaims) add(c *Claim) {
	if c == nil {
		return
	}
	if *b == nil {
		*b = batchClaims{}
	}
	seats := (*b)[c.Show]
	if seats == nil {
		seats = map[string]bool{}
		(*b)[c.Show] = seats
	}
	for _, s := range c.Seats {
		seats[s] = true
	}
}

// taken lists the seats of show among those claimed so far in the batch.
func (b *batchClaims) taken(show string, seats []string) []string {
	var out []string
	for _, s := range seats {
		if (*b)[show][s] {
			out = append(out, s)
		}
	}
	return out
}
