import { useEffect, useState } from 'react';

/*
 * Whether the page has painted once since this component mounted: false for the first render,
 * true from the frame after. Code that the first paint does not need (the search results on a
 * direct visit to /?q=…) is asked for after it, so its files do not compete with the first paint
 * on a slow phone (issue 16; Lighthouse counts every request started before the first paint as
 * possibly needed for it).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    /* A frame callback runs before that frame's paint; a task queued from it runs after. */
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
