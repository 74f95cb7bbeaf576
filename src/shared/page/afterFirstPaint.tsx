import { Suspense, useEffect, useState, type ReactNode } from 'react';

/** True once the first frame has painted (or after half a second, e.g. in a background tab). */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => setPainted(true);
    // A task queued from the frame callback runs after that frame's paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(done);
    });
    const fallback = setTimeout(done, 500);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      clearTimeout(fallback);
    };
  }, []);
  return painted;
}

/**
 * Renders `fallback` for the first paint and its children (a lazy island) from the next frame:
 * their code, the query cache and the full catalog load after the page has painted (issue 10).
 * The fallback should take the island's place, so nothing moves when it arrives.
 */
export function AfterFirstPaint({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const painted = useAfterFirstPaint();
  if (!painted) return fallback;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
