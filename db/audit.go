package db

import (
	"context"
	"time"

	"github.com/uptrace/bun"
)

// AuditEntry is one row of the audit trail. Rows are only ever inserted,
// in the transaction of the change they record: nothing in Marquee
// updates or deletes them.
type AuditEntry struct {
	bun.BaseModel `bun:"table:audit_log,alias:a"`

	ID      string    `bun:"id,pk"`
	At      time.Time `bun:"at,notnull"`
	ActorID string    `bun:"actor_id,notnull"`
	Action  string    `bun:"action,notnull"`
	// Subject is kind:id, such as booking:… or show:….
	Subject string `bun:"subject,notnull"`
	// BeforeJSON and AfterJSON are the subject before and after, as JSON.
	BeforeJSON *string `bun:"before_json"`
	AfterJSON  *string `bun:"after_json"`

	Actor *User `bun:"rel:belongs-to,join:actor_id=id"`
}

// InsertAudit appends one row to the audit trail.
func InsertAudit(ctx context.Context, idb bun.IDB, e *AuditEntry) error {
	_, err := idb.NewInsert().Model(e).Exec(ctx)
	return err
}

// AuditFilter chooses rows of the audit trail; zero parts choose all.
type AuditFilter struct {
	From, To *time.Time
	ActorID  string
	Subject  string
	Limit    int
}

// AuditLog lists the rows f chooses, newest first, each with its actor.
func AuditLog(ctx context.Context, idb bun.IDB, f AuditFilter) ([]AuditEntry, error) {
	out := []AuditEntry{}
	q := idb.NewSelect().Model(&out).Relation("Actor").OrderExpr("a.at DESC, a.id DESC").Limit(int64(f.Limit))
	if f.From != nil {
		q = q.Where("a.at >= ?", f.From.UTC())
	}
	if f.To != nil {
		q = q.Where("a.at <= ?", f.To.UTC())
	}
	if f.ActorID != "" {
		q = q.Where("a.actor_id = ?", f.ActorID)
	}
	if f.Subject != "" {
		q = q.Where("a.subject = ?", f.Subject)
	}
	return out, q.Scan(ctx)
}

// AuditOfSubject lists every row about subject, oldest first.
func AuditOfSubject(ctx context.Context, idb bun.IDB, subject string) ([]AuditEntry, error) {
	out := []AuditEntry{}
	err := idb.NewSelect().Model(&out).Relation("Actor").Where("a.subject = ?", subject).
		OrderExpr("a.at, a.id").Scan(ctx)
	return out, err
}
