/**
 * Runs `fn` in a task after the next paint, and returns a cancel. A frame's
 * callback runs before that frame's style and layout; a task queued from it
 * runs once they (and the paint) are done, so reading layout there costs
 * nothing, where in a render or a layout effect of a commit that has just
 * inserted a page it forces the style and layout of all of it.
 */
export function afterPaint(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(fn, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
