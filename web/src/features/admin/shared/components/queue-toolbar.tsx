import {
  ADMIN_QUEUE_SEARCH_MAX_LENGTH,
  ADMIN_QUEUE_SORTS,
  type AdminQueueSort,
} from '@common/contracts/admin-queue-params';
import { ADMIN_QUEUE_MESSAGES as M } from '@common/messages/admin';
import { STATE_NAMES } from '@common/messages/catalog';
import { Button } from '@web/components/ui/button';
import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

/* Wait for a pause in typing before asking the server. */
const DEBOUNCE_MS = 300;
/*
 * By name in the page's language. Plain comparison: the names are ASCII but for Spanish 'Hawái' and
 * 'Nuevo México', whose accents fall where no neighbour differs; localeCompare made a collator
 * per call, 7 ms of /admin's first load on this machine (docs/performance.md, "Admin and dashboard
 * first content").
 */
const STATES = Object.entries(STATE_NAMES).sort(([, a], [, b]) => (a < b ? -1 : a > b ? 1 : 0));
const CONTROL = 'rounded-lg border border-line bg-surface px-3 py-2 text-ink';

/**
 * The search, state and order above an admin queue (decision 046). The search is sent after a
 * pause in typing; the state and order at once. The values come from and go to the URL
 * (useQueueFilters), so what is typed is shown again after a reload.
 */
export function QueueToolbar({
  label,
  q,
  state,
  sort,
  sorts = ADMIN_QUEUE_SORTS,
  searchHint = M.searchHint,
  onChange,
}: {
  /** Names the list, e.g. "Verification queue": the toolbar is a search landmark for it. */
  label: string;
  q: string;
  state: string;
  sort: AdminQueueSort;
  /** The orders this queue offers; with one, no order is offered. */
  sorts?: readonly AdminQueueSort[];
  searchHint?: string;
  onChange(change: Partial<{ q: string; state: string; sort: AdminQueueSort }>): void;
}) {
  const id = useId();
  const [text, setText] = useState(q);
  const sent = useRef(q);

  /* The URL changed from outside (back, reload, Clear): show it. */
  useEffect(() => {
    if (q !== sent.current) {
      sent.current = q;
      setText(q);
    }
  }, [q]);

  useEffect(() => {
    const value = text.trim();
    if (value === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = value;
      onChange({ q: value });
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onChange]);

  return (
    <search aria-label={label} className="flex flex-wrap items-end gap-3">
      <div className="flex min-w-0 flex-[1_1_14rem] flex-col gap-1">
        <label htmlFor={`${id}-q`} className="font-medium">
          {M.search}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted"
          />
          <input
            id={`${id}-q`}
            type="search"
            value={text}
            maxLength={ADMIN_QUEUE_SEARCH_MAX_LENGTH}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setText(event.target.value)}
            className={`${CONTROL} w-full pl-9`}
          />
        </div>
        <p id={`${id}-hint`} className="text-sm text-muted">
          {searchHint}
        </p>
      </div>
      <div className="flex flex-col gap-1 self-start">
        <label htmlFor={`${id}-state`} className="font-medium">
          {M.state}
        </label>
        <select
          id={`${id}-state`}
          value={state}
          onChange={(event) => onChange({ state: event.target.value })}
          className={`${CONTROL} max-w-full`}
        >
          <option value="">{M.anyState}</option>
          {STATES.map(([code, name]) => (
            <option key={code} value={code}>
              {name} ({code})
            </option>
          ))}
        </select>
      </div>
      {sorts.length > 1 ? (
        <div className="flex flex-col gap-1 self-start">
          <label htmlFor={`${id}-sort`} className="font-medium">
            {M.sort}
          </label>
          <select
            id={`${id}-sort`}
            value={sort}
            onChange={(event) => onChange({ sort: event.target.value as AdminQueueSort })}
            className={CONTROL}
          >
            {sorts.map((key) => (
              <option key={key} value={key}>
                {M.sorts[key]}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {q || state ? (
        <Button
          variant="secondary"
          size="sm"
          className="mb-7 self-end"
          onClick={() => {
            setText('');
            sent.current = '';
            onChange({ q: '', state: '' });
          }}
        >
          <X aria-hidden="true" className="h-4 w-4" />
          {M.clear}
        </Button>
      ) : null}
    </search>
  );
}
