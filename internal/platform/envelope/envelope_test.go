package envelope

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestOK(t *testing.T) {
	for _, tt := range []struct {
		payload any
		want    string
	}{
		{struct {
			Shows []int `json:"shows"`
		}{[]int{}}, `{"success":true,"shows":[]}`},
		{struct{}{}, `{"success":true}`},
		{map[string]any{"b": 1, "a": "<x>"}, `{"success":true,"a":"\u003cx\u003e","b":1}`},
	} {
		rec := httptest.NewRecorder()
		if err := OK(rec, http.StatusOK, tt.payload); err != nil {
			t.Fatal(err)
		}
		if rec.Code != 200 || rec.Body.String() != tt.want+"\n" {
			t.Errorf("OK(%v) = %d %q, want %q", tt.payload, rec.Code, rec.Body, tt.want)
		}
		if rec.Header().Get("Content-Type") != "application/json; charset=utf-8" || rec.Header().Get("Cache-Control") != "no-store" {
			t.Errorf("headers %v", rec.Header())
		}
	}
	for _, bad := range []any{[]int{1}, "text", map[string]any{"success": false}, make(chan int)} {
		rec := httptest.NewRecorder()
		if err := OK(rec, http.StatusOK, bad); err == nil || rec.Body.Len() != 0 {
			t.Errorf("OK(%v) = %v, wrote %q; want an error and nothing written", bad, err, rec.Body)
		}
	}
}

func TestFail(t *testing.T) {
	rec := httptest.NewRecorder()
	Fail(rec, http.StatusConflict, "Seats taken", "CONFLICT",
		map[string]any{"seats": []string{"A1"}, "message": "not me", "code": "nor me", "success": true})
	if want := `{"success":false,"code":"CONFLICT","message":"Seats taken","seats":["A1"]}` + "\n"; rec.Code != 409 || rec.Body.String() != want {
		t.Errorf("Fail = %d %q, want %q", rec.Code, rec.Body, want)
	}
	rec = httptest.NewRecorder()
	Fail(rec, http.StatusBadRequest, "Bad", "", nil)
	if want := `{"success":false,"message":"Bad"}` + "\n"; rec.Body.String() != want {
		t.Errorf("Fail without code = %q, want %q", rec.Body, want)
	}
	rec = httptest.NewRecorder()
	Fail(rec, http.StatusBadRequest, "Bad", "X", map[string]any{"n": make(chan int)})
	if want := `{"success":false,"message":"Internal server error"}` + "\n"; rec.Code != 500 || rec.Body.String() != want {
		t.Errorf("unencodable Fail = %d %q, want 500 %q", rec.Code, rec.Body, want)
	}
}

func TestJSON(t *testing.T) {
	rec := httptest.NewRecorder()
	JSON(rec, http.StatusServiceUnavailable, map[string]any{"status": "unavailable", "database": "down"})
	if want := `{"database":"down","status":"unavailable"}` + "\n"; rec.Code != 503 || rec.Body.String() != want ||
		rec.Header().Get("Cache-Control") != "no-store" {
		t.Errorf("JSON = %d %q %v", rec.Code, rec.Body, rec.Header())
	}
}
