package payments_test

import (
	"testing"

	"marquee/internal/testsupport/paytest"
)

func TestMain(m *testing.M) { paytest.Main(m) }
