// A node:test reporter for CI logs: one 'e2e PASS|FAIL' line per journey
// (with the failing step, its artifact paths, and the error's message and
// stack indented below, which .ci/run's filter shows) and a closing
// 'e2e: N passed, N failed, N skipped' line. Used beside the spec reporter.
export default async function* ciReporter(source) {
  const stack = [];
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for await (const event of source) {
    const { type, data } = event;
    if (type === 'test:start') {
      stack[data.nesting] = data.name;
      stack.length = data.nesting + 1;
      continue;
    }
    if (type !== 'test:pass' && type !== 'test:fail') continue;
    if (data.details?.type === 'suite') {
      // A suite fails on its own only when its hooks do (e.g. the server did not start).
      if (type === 'test:fail' && data.details?.error?.failureType !== 'subtestsFailed') {
        failed++;
        yield `e2e FAIL ${data.name}: ${firstLines(data.details.error)}\n`;
      }
      continue;
    }
    const name = [...stack.slice(0, data.nesting), data.name].filter(Boolean).join(' › ');
    const secs = ((data.details?.duration_ms ?? 0) / 1000).toFixed(1);
    if (data.skip || data.todo) {
      skipped++;
      yield `e2e SKIP ${name}\n`;
    } else if (type === 'test:pass') {
      passed++;
      yield `e2e PASS ${name} (${secs} s)\n`;
    } else {
      failed++;
      yield `e2e FAIL ${name} (${secs} s)\n${indent(firstLines(data.details?.error))}\n`;
    }
  }
  yield `e2e: ${passed} passed, ${failed} failed, ${skipped} skipped\n`;
}

// The error's message and where it came from: the stack starts with the
// message, so it is shown instead when there is one.
function firstLines(error, n = 30) {
  if (!error) return '(no error)';
  const inner = error.cause && error.failureType === 'testCodeFailure' ? error.cause : error;
  const text = inner?.stack && String(inner.stack).includes(String(inner.message)) ? inner.stack : (inner?.message ?? inner);
  return String(text).split('\n').slice(0, n).join('\n');
}

function indent(text) {
  return text
    .split('\n')
    .map((l) => `    ${l}`)
    .join('\n');
}
