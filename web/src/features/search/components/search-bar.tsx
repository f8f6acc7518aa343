import { QUICK_CATEGORIES } from '@common/catalog/business-categories';
import type { Suggestion } from '@common/contracts/providers';
import {
  SEARCH_BAR_MESSAGES,
  SEARCH_MESSAGES,
  SMART_SEARCH_MESSAGES,
} from '@common/messages/search';
import { Button } from '@web/components/ui/button';
import { Building2, MapPin, Search, Tag } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useSearchSuggestions } from '../api/suggest-searches';

type Props = {
  initialQuery: string;
  activeGroup: string | null;
  onSearch(query: string): void;
  onQuickCategory(group: string): void;
};

/* Wait for a pause in typing before asking for suggestions. */
const DEBOUNCE_MS = 200;

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const ICONS = { category: Tag, city: MapPin, provider: Building2 } as const;

/**
 * The search box as an ARIA 1.2 combobox with a list of suggestions (decision 021). Focus stays in
 * the input; arrows move through the list (aria-activedescendant), Enter runs the highlighted
 * suggestion or, with none highlighted, the typed search: suggestions never stand in the way.
 */
export function SearchBar({ initialQuery, activeGroup, onSearch, onQuickCategory }: Props) {
  const [value, setValue] = useState(initialQuery);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  useEffect(() => setValue(initialQuery), [initialQuery]);
  const blank = value.trim() === '';
  const typed = useDebounced(value, DEBOUNCE_MS);
  // Only while the list is open: a page opened at /?q=Austin asks for results, not suggestions.
  const suggestions = useSearchSuggestions(open ? typed : '');
  const list: Suggestion[] = open && !blank ? (suggestions.data?.suggestions ?? []) : [];
  const expanded = list.length > 0;
  const listId = useId();
  const optionId = (i: number) => `${listId}-option-${i}`;

  // A new list starts with nothing highlighted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever the list changes
  useEffect(() => setActive(-1), [suggestions.data]);

  function run(query: string) {
    setOpen(false);
    setActive(-1);
    setValue(query);
    onSearch(query);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const picked = active >= 0 ? list[active] : undefined;
    if (picked) run(picked.query);
    else if (!blank) run(value.trim());
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      if (list.length > 0) setActive((i) => (i + 1) % list.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (list.length > 0) setActive((i) => (i <= 0 ? list.length - 1 : i - 1));
    } else if (event.key === 'Escape' && expanded) {
      // Close the list first; a second Escape clears the box as usual.
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div className="mx-auto w-full max-w-2xl">
      <search aria-label={SEARCH_BAR_MESSAGES.searchProviders}>
        <form onSubmit={submit} className="flex gap-2">
          <label htmlFor="provider-search" className="sr-only">
            {SEARCH_BAR_MESSAGES.searchByNameType}
          </label>
          <div className="relative flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute left-2.5 top-1/2 h-5 w-5 -translate-y-1/2 text-muted sm:left-3"
            />
            <input
              id="provider-search"
              type="search"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={listId}
              aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
              enterKeyHint="search"
              autoComplete="off"
              placeholder={SEARCH_MESSAGES.placeholder}
              value={value}
              onChange={(e) => {
                setValue(e.target.value);
                setOpen(true);
              }}
              onKeyDown={onKeyDown}
              onBlur={() => setOpen(false)}
              className="w-full rounded-xl border border-line bg-surface py-3 pl-9 pr-2 text-base shadow-sm placeholder:text-muted sm:pl-10 sm:pr-3 sm:text-lg"
            />
            <div
              id={listId}
              role="listbox"
              aria-label={SMART_SEARCH_MESSAGES.suggestionsLabel}
              hidden={!expanded}
              className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-xl border border-line bg-surface text-left shadow-lg"
            >
              {list.map((s, i) => {
                const Icon = ICONS[s.kind];
                return (
                  /* Keyboard users reach options through the input (aria-activedescendant). */
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys
                  <div
                    tabIndex={-1}
                    key={`${s.kind}-${s.query}`}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === active}
                    // Keep focus in the input: the click picks, the input never blurs first.
                    onMouseDown={(e) => e.preventDefault()}
                    onMouseMove={() => setActive(i)}
                    onClick={() => run(s.query)}
                    className="flex cursor-pointer items-center gap-3 px-4 py-2 aria-selected:bg-brand-100 aria-selected:outline aria-selected:outline-2 aria-selected:outline-brand-700"
                  >
                    <Icon aria-hidden="true" className="h-4 w-4 shrink-0 text-muted" />
                    <span className="font-medium">{s.label}</span>
                    {s.detail ? (
                      <span className="ml-auto text-sm text-muted">{s.detail}</span>
                    ) : null}
                  </div>
                );
              })}
            </div>
          </div>
          {/* On a phone the button is a magnifier, so the placeholder fits in full at 360 px. */}
          <Button type="submit" size="md" disabled={blank} className="sm:px-6 sm:py-3 sm:text-lg">
            <Search aria-hidden="true" className="h-5 w-5 sm:hidden" />
            <span className="sr-only sm:not-sr-only">{SEARCH_BAR_MESSAGES.search}</span>
          </Button>
        </form>
        <p className="sr-only" aria-live="polite">
          {open && !blank ? SMART_SEARCH_MESSAGES.suggestionsAvailable(list.length) : ''}
        </p>
      </search>
      <fieldset className="mt-4 flex flex-wrap justify-center gap-2">
        <legend className="sr-only">{SEARCH_BAR_MESSAGES.quickCategories}</legend>
        {QUICK_CATEGORIES.map((c) => (
          <button
            key={c.group}
            type="button"
            aria-pressed={activeGroup === c.group}
            onClick={() => onQuickCategory(c.group)}
            className="rounded-full border border-brand-600 bg-surface px-4 py-1.5 font-medium text-brand-800 hover:bg-brand-50 aria-pressed:bg-brand-700 aria-pressed:text-white"
          >
            {c.label}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
