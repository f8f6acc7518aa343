import { type AdminQueueSort, readAdminQueueFilters } from '@common/contracts/admin-queue-params';
import { type RefObject, useCallback } from 'react';
import { useSearchParams } from 'react-router';

type Change = Partial<{ q: string; state: string; sort: AdminQueueSort; page: number }>;

/**
 * An admin queue's search, state, order and page, kept in the URL (?q=…&state=TX&sort=newest&
 * page=2) beside ?tab=, so a reload or a shared link shows the same list (decision 046). A
 * change of search, state or order goes back to page 1. The default order is left out of the URL.
 */
export function useQueueFilters(defaultSort: AdminQueueSort = 'oldest') {
  const [params, setParams] = useSearchParams();
  const filters = readAdminQueueFilters(params, defaultSort);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const update = useCallback(
    (change: Change) =>
      setParams(
        () => {
          /*
           * The address as it is now, not `previous`: React Router's functional form does not
           * queue, so two changes before a render (State, then Sort) would lose the first.
           */
          const next = new URLSearchParams(window.location.search);
          for (const [key, value] of Object.entries(change)) {
            const text = String(value ?? '');
            const isDefault =
              text === '' ||
              (key === 'sort' && text === defaultSort) ||
              (key === 'page' && text === '1');
            if (isDefault) next.delete(key);
            else next.set(key, text);
          }
          if (!('page' in change)) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams, defaultSort],
  );

  return { ...filters, page, update };
}

/**
 * Paging moves focus and the view to the list's heading (decision 046): after Next page the
 * keyboard user starts at the top of the new page instead of at a button at the bottom. The
 * scroll is instant when the person asks for reduced motion.
 */
export function focusListTop(heading: RefObject<HTMLElement | null>) {
  const element = heading.current;
  if (!element) return;
  element.focus({ preventScroll: true });
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
}
