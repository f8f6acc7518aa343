import type { PickerItem } from '@common/contracts/providers';
import { shownLocation } from '@common/domain/shown-location';
import { BUSINESS_COMBOBOX_MESSAGES } from '@common/messages/review';
import { FieldError } from '@web/components/ui/field';
import clsx from 'clsx';
import { Check, ChevronDown, Search } from 'lucide-react';
import {
  type KeyboardEvent,
  type Ref,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { useProviderPicker } from '../api/get-provider-picker';

/* Long enough to skip the requests of a fast typist, short enough to feel immediate. */
const DEBOUNCE_MS = 200;

export type BusinessComboboxHandle = { focus(): void };

type Props = {
  value: PickerItem | null;
  onChange(value: PickerItem | null): void;
  label: string;
  error?: string;
  ref?: Ref<BusinessComboboxHandle>;
};

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * The business picker: an ARIA 1.2 combobox with a list of suggestions. With a directory of
 * 100,000 businesses a plain select is unusable, so the user types and the server narrows.
 */
export function BusinessCombobox({ value, onChange, label, error, ref }: Props) {
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const optionId = (providerId: number) => `${baseId}-option-${providerId}`;

  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [text, setText] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  /* Tracked by business id, so a refreshed list keeps the highlight on the same business. */
  const [activeId, setActiveId] = useState<number | null>(null);
  /* What the list shows: blank (the first businesses by name) until the user types. */
  const [query, setQuery] = useState('');
  const debouncedQuery = useDebounced(query.trim(), DEBOUNCE_MS);

  useImperativeHandle(ref, () => ({ focus: () => inputRef.current?.focus() }), []);

  /* A selection made elsewhere (the ?provider= preselection) shows in the box. */
  useEffect(() => {
    if (value) setText(value.name);
  }, [value]);

  const picker = useProviderPicker(debouncedQuery, open);
  const options = picker.data?.results ?? [];
  const settling = debouncedQuery !== query.trim() || picker.isFetching;

  const activeIndex = options.findIndex((o) => o.id === activeId);
  const setActiveIndex = (index: number) => setActiveId(options[index]?.id ?? null);

  useEffect(() => {
    if (activeId === null) return;
    document.getElementById(`${baseId}-option-${activeId}`)?.scrollIntoView({ block: 'nearest' });
  }, [activeId, baseId]);

  function openList() {
    setOpen(true);
  }

  function closeList() {
    setOpen(false);
    setActiveIndex(-1);
  }

  function choose(option: PickerItem) {
    onChange(option);
    setText(option.name);
    setQuery('');
    closeList();
  }

  function onInputChange(next: string) {
    setText(next);
    setQuery(next);
    setActiveIndex(-1);
    setOpen(true);
    /* Editing the text means the earlier choice no longer stands. */
    if (value && next !== value.name) onChange(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown': {
        event.preventDefault();
        if (!open) {
          openList();
          if (!event.altKey && options.length > 0) setActiveIndex(0);
          return;
        }
        if (options.length > 0) setActiveIndex((activeIndex + 1) % options.length);
        return;
      }
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          openList();
          if (options.length > 0) setActiveIndex(options.length - 1);
          return;
        }
        if (options.length > 0) {
          setActiveIndex(activeIndex <= 0 ? options.length - 1 : activeIndex - 1);
        }
        return;
      }
      case 'Enter': {
        const option = open && activeIndex >= 0 ? options[activeIndex] : undefined;
        if (option) {
          /* Choosing an option must not also submit the form. */
          event.preventDefault();
          choose(option);
        } else if (open) {
          event.preventDefault();
          closeList();
        }
        return;
      }
      case 'Escape': {
        if (open) {
          event.preventDefault();
          closeList();
          if (value) setText(value.name);
        }
        return;
      }
      case 'Tab':
        closeList();
        return;
      default:
    }
  }

  function onBlur() {
    closeList();
    /* Leaving the box keeps the chosen business's name rather than half-typed text. */
    if (value) setText(value.name);
  }

  const status = !open
    ? ''
    : settling && options.length === 0
      ? 'Searching…'
      : picker.isError
        ? BUSINESS_COMBOBOX_MESSAGES.businessesCouldNotBe
        : options.length === 0
          ? BUSINESS_COMBOBOX_MESSAGES.noBusinessesFoundTry
          : `${options.length} ${options.length === 1 ? 'business' : 'businesses'} found. Use the up and down arrows to choose.`;

  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="font-medium">
        {label}
      </label>
      <p id={hintId} className="text-sm text-muted">
        {BUSINESS_COMBOBOX_MESSAGES.typeABusinessName}
      </p>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
        />
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={open && activeIndex >= 0 ? optionId(activeId ?? 0) : undefined}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          aria-required="true"
          autoComplete="off"
          spellCheck={false}
          value={text}
          placeholder={BUSINESS_COMBOBOX_MESSAGES.searchBusinesses}
          onChange={(e) => onInputChange(e.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => setQuery(text)}
          onClick={openList}
          onBlur={onBlur}
          className={clsx(
            'w-full rounded-lg border bg-surface py-2 pl-9 pr-10 text-ink placeholder:text-muted/80',
            error ? 'border-red-700' : 'border-line',
          )}
        />
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute right-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
        />
        <div
          ref={listRef}
          id={listboxId}
          role="listbox"
          aria-label={label}
          aria-busy={settling}
          hidden={!open || options.length === 0}
          className="absolute z-30 mt-1 max-h-80 w-full overflow-y-auto rounded-xl border border-line bg-surface p-1 shadow-lg"
        >
          {options.map((option, index) => {
            const selected = value?.id === option.id;
            return (
              /* Keyboard users reach options through the input (aria-activedescendant). */
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys
              <div
                tabIndex={-1}
                key={option.id}
                id={optionId(option.id)}
                role="option"
                aria-selected={index === activeIndex}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(option)}
                onMouseMove={() => setActiveIndex(index)}
                className={clsx(
                  'flex cursor-pointer items-start gap-2 rounded-lg px-3 py-2',
                  index === activeIndex && 'bg-brand-100 outline outline-2 outline-brand-700',
                )}
              >
                <Check
                  aria-hidden="true"
                  className={clsx('mt-1 h-4 w-4 shrink-0 text-brand-700', !selected && 'invisible')}
                />
                <span className="flex flex-col">
                  <span className="font-semibold">{option.name}</span>
                  <span className="text-sm text-muted">
                    {option.category} · {shownLocation(option.location)}
                  </span>
                </span>
              </div>
            );
          })}
        </div>
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>
      {open && options.length === 0 && !settling ? (
        <p className="text-sm text-muted">{status}</p>
      ) : null}
      {value ? (
        <p className="text-sm text-muted">
          {BUSINESS_COMBOBOX_MESSAGES.selected}{' '}
          <span className="font-medium text-ink">{value.name}</span> ({value.category},{' '}
          {shownLocation(value.location)})
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
