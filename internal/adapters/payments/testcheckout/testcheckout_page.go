package testcheckout

import (
	"crypto/sha256"
	"encoding/base64"
	"html/template"
)

// view is everything the test checkout page can show. The checkout itself
// is shown when ID is set; otherwise the page is a message with a link.
type view struct {
	Title, Heading string

	ID, Reference, Movie, ShowTime, Seats, Amount string
	// Food lists the food and drink ordered, Discount what an offer took
	// off; "" for none.
	Food, Discount             string
	Status, TimeLeft, HoldEnds string
	Pending                    bool
	Notice                     string
	// MsLeft is the hold's remaining time, from which the page counts down;
	// RefreshAfter reloads a page without scripts when the hold ends.
	MsLeft, RefreshAfter int64

	Message        string
	Link, LinkText string
}

// countdownScript counts the hold down every second from the time left
// when the page was served (so the browser's clock does not matter), and
// when it ends says so and disables Pay. The server refuses a late payment
// anyway; this is so nobody fills in a page that can no longer be paid.
const countdownScript = `(function () {
  var left = document.getElementById('time-left');
  if (!left) return;
  var end = Date.now() + Number(left.getAttribute('data-ms-left'));
  function format(ms) {
    var s = Math.floor(ms / 1000), m = Math.floor(s / 60);
    return m === 0 ? s + ' s' : m + ' min ' + (s % 60) + ' s';
  }
  function tick() {
    var ms = end - Date.now();
    if (ms > 0) {
      left.textContent = format(ms);
      setTimeout(tick, ms % 1000 || 1000);
      return;
    }
    left.textContent = 'none: the hold has ended';
    document.getElementById('status').textContent = 'Expired: the seat hold ended';
    var pay = document.getElementById('pay');
    if (pay) pay.disabled = true;
    document.getElementById('hold-ended').hidden = false;
  }
  tick();
})();`

// countdownHash lets exactly countdownScript run under the page's CSP.
var countdownHash = func() string {
	sum := sha256.Sum256([]byte(countdownScript))
	return "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
}()

// pageTemplate is self-contained (inline CSS, one inline script allowed by
// its hash, no external assets) so the page renders offline and under a
// CSP of default-src 'none'. Colours keep at least 4.5:1 contrast; focus
// is always visible.
var pageTemplate = template.Must(template.New("page").Parse(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>{{.Title}} · Marquee</title>
{{- if .Pending}}
<noscript><meta http-equiv="refresh" content="{{.RefreshAfter}}"></noscript>
{{- end}}
<style>
  :root { color-scheme: dark; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
         background: #09090b; color: #f4f4f5; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; padding: 1rem; }
  main { width: 100%; max-width: 28rem; background: #18181b; border: 1px solid #3f3f46; border-radius: 0.75rem; padding: 1.5rem; }
  .banner { margin: 0 0 1rem; padding: 0.5rem 0.75rem; border-radius: 0.5rem; background: #fef3c7; color: #451a03;
            font-weight: 700; text-align: center; letter-spacing: 0.02em; }
  h1 { font-size: 1.375rem; margin: 0 0 1rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; margin: 0 0 1.25rem; }
  dt { color: #a1a1aa; }
  dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
  .amount { font-size: 1.25rem; }
  .ref { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; letter-spacing: 0.08em; }
  .muted { font-weight: 400; color: #a1a1aa; }
  .notice { margin: 0 0 1rem; padding: 0.5rem 0.75rem; border-left: 4px solid #f87171; background: #27272a; }
  .actions { display: flex; gap: 0.75rem; flex-wrap: wrap; }
  .actions form { flex: 1 1 8rem; margin: 0; }
  button { width: 100%; font: inherit; font-weight: 700; padding: 0.75rem 1rem; border-radius: 0.5rem; cursor: pointer; border: 2px solid transparent; }
  .pay { background: #d63854; color: #ffffff; border-color: #d63854; }
  .pay:hover { background: #b8223f; }
  button:disabled { cursor: not-allowed; background: #3f3f46; border-color: #3f3f46; color: #d4d4d8; }
  .cancel { background: transparent; color: #f4f4f5; border-color: #71717a; }
  .cancel:hover { background: #27272a; }
  button:focus-visible, a:focus-visible { outline: 3px solid #fde68a; outline-offset: 2px; }
  a { color: #fda4af; }
  .back { display: inline-block; margin-top: 1.25rem; }
  @media (prefers-reduced-motion: no-preference) { button { transition: background 0.15s; } }
</style>
</head>
<body>
<main aria-labelledby="heading">
  <p class="banner" role="note">TEST MODE — no real payment is taken</p>
  <h1 id="heading">{{.Heading}}</h1>
  {{- if .ID}}
  {{- if .Notice}}
  <p class="notice" role="alert">{{.Notice}}</p>
  {{- end}}
  {{- if .Pending}}
  <p class="notice" role="alert" id="hold-ended" hidden>The seat hold has ended. This booking can no longer be paid.</p>
  {{- end}}
  <dl>
    <dt>Reference</dt><dd class="ref">{{.Reference}}</dd>
    <dt>Movie</dt><dd>{{.Movie}}</dd>
    <dt>Show time</dt><dd>{{.ShowTime}}</dd>
    <dt>Seats</dt><dd>{{.Seats}}</dd>
    {{- if .Food}}
    <dt>Food and drink</dt><dd>{{.Food}}</dd>
    {{- end}}
    {{- if .Discount}}
    <dt>Offer</dt><dd>{{.Discount}}</dd>
    {{- end}}
    <dt>Amount</dt><dd class="amount">{{.Amount}}</dd>
    <dt>Status</dt><dd id="status">{{.Status}}</dd>
    {{- if .Pending}}
    <dt>Time left</dt><dd><span id="time-left" data-testid="time-left" data-ms-left="{{.MsLeft}}">{{.TimeLeft}}</span> <span class="muted">(hold ends {{.HoldEnds}})</span></dd>
    {{- end}}
  </dl>
  {{- if .Pending}}
  <div class="actions">
    <form method="post" action="/checkout/test/{{.ID}}/pay">
      <button type="submit" class="pay" id="pay">Pay {{.Amount}}</button>
    </form>
    <form method="post" action="/checkout/test/{{.ID}}/cancel">
      <button type="submit" class="cancel">Cancel</button>
    </form>
  </div>
  {{- end}}
  {{- else}}
  <p>{{.Message}}</p>
  {{- end}}
  {{- if .Link}}
  <a class="back" href="{{.Link}}">{{.LinkText}}</a>
  {{- end}}
</main>
{{- if .Pending}}
<script>` + countdownScript + `</script>
{{- end}}
</body>
</html>
`))
