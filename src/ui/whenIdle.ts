/**
 * Runs `run` when the browser is next idle (within `timeout` ms at the latest); returns a cancel.
 * Work that the first paint does not show waits for it, off the page's first long tasks (issue 10).
 */
export function whenIdle(run: () => void, timeout = 2000): () => void {
  // Safari has no requestIdleCallback: a short timeout after the first paint stands in.
  if (typeof window.requestIdleCallback !== 'function') {
    const handle = setTimeout(run, 200);
    return () => clearTimeout(handle);
  }
  const handle = window.requestIdleCallback(run, { timeout });
  return () => window.cancelIdleCallback(handle);
}
