package config

import (
	"strings"
	"testing"
)

func TestMetricsAddr(t *testing.T) {
	c, err := Load(env(nil))
	if err != nil || c.MetricsAddr != "" {
		t.Fatalf("default METRICS_ADDR = %q, %v; want off", c.MetricsAddr, err)
	}
	for _, ok := range []string{"127.0.0.1:9090", ":9090", "localhost:9100", "[::1]:9090", "127.0.0.1:0"} {
		if c, err := Load(env(map[string]string{"METRICS_ADDR": ok})); err != nil || c.MetricsAddr != ok {
			t.Errorf("METRICS_ADDR=%q: %v", ok, err)
		}
	}
	for _, bad := range []string{"9090", "127.0.0.1", "127.0.0.1:http", "127.0.0.1:70000", "metrics.example:9090", "127.0.0.1:8080"} {
		_, err := Load(env(map[string]string{"METRICS_ADDR": bad}))
		if err == nil || !strings.Contains(err.Error(), "METRICS_ADDR") {
			t.Errorf("METRICS_ADDR=%q: %v, want an error naming it", bad, err)
		}
	}
}
