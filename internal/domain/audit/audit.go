package audit

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/internal/platform/auth"
)

// System is the actor of a change no signed-in person made (a job).
const System = "system"

// Record appends the audit row of one change, in idb: the caller's
// transaction. The actor is the signed-in caller of ctx. before and after
// are the subject's state as JSON (nil for none: a thing created has no
// before).
func Record(ctx context.Context, idb bun.IDB, at time.Time, action, subject string, before, after any) error {
	actor := System
	if c := auth.CallerFrom(ctx); c != nil && c.UserID != "" {
		actor = c.UserID
	}
	// A version 7 id grows with each row this process writes, so rows of
	// one instant still list in the order they were written.
	id, err := uuid.NewV7()
	if err != nil {
		return err
	}
	e := &db.AuditEntry{ID: id.String(), At: at.UTC(), ActorID: actor, Action: action, Subject: subject}
	if e.BeforeJSON, err = encode(before); err != nil {
		return err
	}
	if e.AfterJSON, err = encode(after); err != nil {
		return err
	}
	if err := db.InsertAudit(ctx, idb, e); err != nil {
		return fmt.Errorf("audit %s %s: %w", action, subject, err)
	}
	return nil
}

func encode(v any) (*string, error) {
	if v == nil {
		return nil, nil
	}
	b, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("audit: %w", err)
	}
	s := string(b)
	return &s, nil
}

// Subject names one thing of a kind, as audit rows and filters do.
func Subject(kind, id string) string { return kind + ":" + id }

// MaxLimit bounds one page of the log.
const MaxLimit = 500
