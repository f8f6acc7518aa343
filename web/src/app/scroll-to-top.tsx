import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/*
 * A new page starts at the top; Back and Forward leave the scroll position to the browser. Only a
 * change of path counts: a new search on the home page (?q=) scrolls its own results into view.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is what scrolls to the top
  useLayoutEffect(() => {
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
  return null;
}
