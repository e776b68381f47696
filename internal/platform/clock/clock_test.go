package clock

import (
	"testing"
	"time"
)

func TestNow(t *testing.T) {
	kolkata := time.FixedZone("IST", 5*3600+1800)
	at := time.Date(2030, 3, 1, 15, 30, 0, 123456789, kolkata)
	got := Clock(func() time.Time { return at }).Now()
	if want := time.Date(2030, 3, 1, 10, 0, 0, 123456000, time.UTC); !got.Equal(want) || got.Location() != time.UTC {
		t.Fatalf("Now = %v, want %v in UTC", got, want)
	}
	for _, c := range []Clock{nil, System} {
		before := time.Now().Add(-time.Microsecond)
		now := c.Now()
		if now.Location() != time.UTC || now.Nanosecond()%1000 != 0 || now.Before(before) || now.After(time.Now()) {
			t.Fatalf("system Now = %v", now)
		}
	}
}
