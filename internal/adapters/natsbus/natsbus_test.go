package natsbus_test

import (
	"context"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/adapters/natsbus"
	"marquee/internal/domain/booking"
	"marquee/internal/testsupport/liveapp"
	"marquee/internal/testsupport/natstest"
)

func record(t *testing.T, bdb *bun.DB, show string) booking.Event {
	t.Helper()
	var ev booking.Event
	err := bdb.RunInTx(context.Background(), nil, func(ctx context.Context, tx bun.Tx) error {
		v, err := db.BumpSeatVersion(ctx, tx, show)
		if err != nil {
			return err
		}
		seats, err := db.RecordSeatEvent(ctx, tx, show, time.Now())
		ev = booking.Event{ShowID: show, Version: v, Seats: seats}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return ev
}

func newBus(t *testing.T, s natstest.Stream, bdb *bun.DB) *natsbus.Bus {
	t.Helper()
	// No poll to speak of: the test kicks the relay (Announce).
	b, err := natsbus.New(context.Background(), natsbus.Options{URL: s.URL, Stream: s.Name, Subject: s.Subject, DB: bdb, RelayPoll: time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(b.Close)
	return b
}

func outboxEmpty(bdb *bun.DB) bool {
	n, err := bdb.NewSelect().Model((*db.SeatEvent)(nil)).Count(context.Background())
	return err == nil && n == 0
}

// Two relays that both publish one outbox row (the first one's delete
// was lost, or its lease ran out mid-publish) store it once: the
// message id is <showId>:<version> and the stream de-duplicates by it.
// Subscriptions follow Watch and Unwatch.
func TestRelaysPublishEachVersionOnce(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := natstest.NewStream(t)
			bdb := dbtest.Open(t, dialect)
			show := liveapp.NewShow(t, bdb)
			one, two := newBus(t, s, bdb), newBus(t, s, bdb)

			// Relay one publishes straight from the announced event.
			ev := record(t, bdb, show)
			v := ev.Version
			one.Announce(ev)
			liveapp.WaitUntil(t, "relay one to publish", func() bool { return one.Stats().Published == 1 && outboxEmpty(bdb) })
			if c := one.Stats().Claims; c != 0 {
				t.Fatalf("relay one claimed rows %d times for an event it carried", c)
			}
			// The same row again, as if relay one had not deleted it.
			if _, err := bdb.NewDelete().Model((*db.SeatEvent)(nil)).Where("1 = 1").Exec(context.Background()); err != nil {
				t.Fatal(err)
			}
			if err := bdb.RunInTx(context.Background(), nil, func(ctx context.Context, tx bun.Tx) error {
				_, err := db.RecordSeatEvent(ctx, tx, show, time.Now())
				return err
			}); err != nil {
				t.Fatal(err)
			}
			// Relay two claims the row from the outbox (no seats announced).
			two.Announce(booking.Event{ShowID: show, Version: v})
			liveapp.WaitUntil(t, "relay two to publish", func() bool { return two.Stats().Published == 1 && outboxEmpty(bdb) })

			nc, err := nats.Connect(s.URL)
			if err != nil {
				t.Fatal(err)
			}
			defer nc.Close()
			js, err := jetstream.New(nc)
			if err != nil {
				t.Fatal(err)
			}
			st, err := js.Stream(t.Context(), s.Name)
			if err != nil {
				t.Fatal(err)
			}
			info, err := st.Info(t.Context())
			if err != nil {
				t.Fatal(err)
			}
			if info.State.Msgs != 1 {
				t.Fatalf("the stream holds %d messages for one version published twice, want 1", info.State.Msgs)
			}
			m, err := st.GetLastMsgForSubject(t.Context(), s.Subject+"."+show)
			if err != nil {
				t.Fatal(err)
			}
			if id := m.Header.Get(jetstream.MsgIDHeader); id != natsbus.MsgID(show, v) {
				t.Fatalf("Nats-Msg-Id %q, want %q", id, natsbus.MsgID(show, v))
			}

			one.Watch(show)
			one.Watch(show)
			if w := one.Stats().Watched; w != 1 {
				t.Fatalf("watching %d subjects after two Watches of one show", w)
			}
			one.Unwatch(show)
			if w := one.Stats().Watched; w != 0 {
				t.Fatalf("watching %d subjects after Unwatch", w)
			}
		})
	}
}
