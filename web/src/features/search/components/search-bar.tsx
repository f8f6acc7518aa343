import { QUICK_CATEGORIES } from '@common/catalog/business-categories';
import { SEARCH_MESSAGES } from '@common/messages';
import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';

type Props = {
  initialQuery: string;
  activeGroup: string | null;
  onSearch(query: string): void;
  onQuickCategory(group: string): void;
};

export function SearchBar({ initialQuery, activeGroup, onSearch, onQuickCategory }: Props) {
  const [value, setValue] = useState(initialQuery);
  useEffect(() => setValue(initialQuery), [initialQuery]);
  const blank = value.trim() === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!blank) onSearch(value.trim());
  }

  return (
    <div className="mx-auto w-full max-w-2xl">
      <search aria-label="Search providers">
        <form onSubmit={submit} className="flex gap-2">
          <label htmlFor="provider-search" className="sr-only">
            Search by name, type, city or ZIP code
          </label>
          <div className="relative flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-muted"
            />
            <input
              id="provider-search"
              type="search"
              enterKeyHint="search"
              autoComplete="off"
              placeholder={SEARCH_MESSAGES.placeholder}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              className="w-full rounded-xl border border-line bg-surface py-3 pl-10 pr-3 text-lg shadow-sm placeholder:text-muted"
            />
          </div>
          <Button type="submit" size="lg" disabled={blank}>
            Search
          </Button>
        </form>
      </search>
      <fieldset className="mt-4 flex flex-wrap justify-center gap-2">
        <legend className="sr-only">Quick categories</legend>
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
