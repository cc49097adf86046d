// Runs work that can wait (writing the URL) when the browser is idle, so it never delays the frame
// that answers a tap. Where requestIdleCallback is missing (Safari), the work runs in a task after
// the next frame instead, as work that must follow the tap's frame at once does (afterNextPaint).

/** Runs `work` in a task after the next frame is painted; returns a function that cancels it. */
export function afterNextPaint(work: () => void): () => void {
  let cancelled = false;
  requestAnimationFrame(() => setTimeout(() => cancelled || work()));
  return () => {
    cancelled = true;
  };
}

/** Schedules `work` for an idle moment (within a second); returns a function that cancels it. */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  return afterNextPaint(work);
}
