// The long tasks of a Chromium trace that `LIGHTHOUSE_JSON=dir node
// lighthouse.mjs` kept (dir/seat-1.trace.json): for each main-thread task of
// 50 ms or more, what it spent its time on (script, style, layout, paint)
// and, for layouts forced by script, the function that forced them. The
// same trace opens in DevTools' Performance panel.
//
//   node lighthouse-trace.mjs /tmp/lh/seat-1.trace.json
import fs from 'node:fs';

const file = process.argv[2];
const trace = JSON.parse(fs.readFileSync(file, 'utf8'));
const events = trace.traceEvents ?? trace;

// The page's main thread: the CrRendererMain with the most work.
const threadNames = new Map();
for (const e of events) {
  if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain') threadNames.set(`${e.pid}:${e.tid}`, true);
}
const busy = new Map();
for (const e of events) {
  const key = `${e.pid}:${e.tid}`;
  if (e.ph === 'X' && e.name === 'RunTask' && threadNames.has(key)) busy.set(key, (busy.get(key) ?? 0) + e.dur);
}
const main = [...busy.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && typeof e.dur === 'number');
onMain.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
const start = Math.min(...onMain.map((e) => e.ts));

const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur >= 50_000);
const interesting = new Set([
  'FunctionCall', 'EvaluateScript', 'v8.compile', 'V8.GC_SCAVENGER', 'MajorGC', 'MinorGC', 'UpdateLayoutTree', 'Layout',
  'Paint', 'PrePaint', 'Layerize', 'ParseHTML', 'ParseAuthorStyleSheet', 'TimerFire', 'EventDispatch', 'FireAnimationFrame',
  'v8.run', 'RunMicrotasks', 'HitTest', 'IntersectionObserverController::computeIntersections', 'UpdateLayer', 'ScrollLayer',
]);
let total = 0;
for (const t of tasks) {
  total += t.dur;
  const inside = onMain.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur);
  const by = new Map();
  for (const e of inside) if (interesting.has(e.name)) by.set(e.name, (by.get(e.name) ?? 0) + e.dur);
  const what = [...by.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([n, d]) => `${n} ${(d / 1000).toFixed(0)}`).join(', ');
  const calls = inside.filter((e) => e.name === 'FunctionCall' || e.name === 'EvaluateScript' || e.name === 'TimerFire' || e.name === 'EventDispatch' || e.name === 'FireAnimationFrame');
  const first = calls[0];
  const origin = first ? `${first.name} ${first.args?.data?.url?.replace(/^https?:\/\/[^/]+/, '') ?? ''} ${first.args?.data?.functionName ?? first.args?.data?.type ?? ''}` : '';
  console.log(`task at ${((t.ts - start) / 1000).toFixed(0)} ms: ${(t.dur / 1000).toFixed(0)} ms (${origin.trim()}) — ${what}`);
  const layouts = inside.filter((e) => e.name === 'Layout' || e.name === 'UpdateLayoutTree');
  const forced = layouts.filter((e) => e.args?.beginData?.stackTrace?.length);
  for (const l of forced.slice(0, 4)) {
    const frame = l.args.beginData.stackTrace[0];
    console.log(`    forced ${l.name} ${(l.dur / 1000).toFixed(1)} ms by ${frame.functionName || '(anonymous)'} ${frame.url?.replace(/^https?:\/\/[^/]+/, '')}:${frame.lineNumber}:${frame.columnNumber}`);
  }
  const big = layouts.filter((e) => e.dur > 20_000);
  for (const l of big.slice(0, 3)) {
    const d = l.args?.beginData ?? {};
    console.log(`    ${l.name} ${(l.dur / 1000).toFixed(1)} ms (dirty ${d.dirtyObjects ?? '?'} of ${d.totalObjects ?? '?'}, elements ${l.args?.elementCount ?? '?'})`);
  }
}
console.log(`${tasks.length} tasks ≥ 50 ms, ${(total / 1000).toFixed(0)} ms in all (observed, not the 4× simulation)`);

// Paint milestones as observed (Lighthouse's own LCP-element audit fails on this Chromium).
const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args?.data?.documentLoaderURL?.startsWith('http'));
for (const e of events.filter((x) => ['firstContentfulPaint', 'largestContentfulPaint::Candidate', 'LayoutShift'].includes(x.name))) {
  const d = e.args?.data ?? {};
  const at = nav ? `${((e.ts - nav.ts) / 1000).toFixed(0)} ms` : '';
  const what = e.name === 'LayoutShift' ? `score ${d.score?.toFixed(4)} ${JSON.stringify(d.impacted_nodes?.map((n) => n.node_id) ?? [])}` : `${d.type ?? ''} size ${d.size ?? ''} node ${d.nodeId ?? ''} ${d.url ?? ''}`;
  console.log(`${e.name} at ${at}: ${what}`);
}
