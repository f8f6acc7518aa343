import { SITE_MENU_MESSAGES } from '@common/messages/shared';
import { Menu, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';

export type SiteLink = { to: string; label: string };

/*
 * On a narrow screen the header's links sit behind one 'Menu' button, so the header stays one row
 * at 360 px (decision 024). A disclosure, not an ARIA menu: the links stay links, reached with Tab;
 * Escape closes it and returns focus to the button; so do a click outside and leaving it by Tab.
 */
export function SiteMenu({
  links,
  extra,
}: {
  links: readonly SiteLink[];
  /** Shown after the links below the sm breakpoint (the calm mode toggle). */
  extra?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the page changes
  useEffect(() => setOpen(false), [pathname, search]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  /* Tabbing out of the links closes the panel. */
  useEffect(() => {
    const element = wrapper.current;
    if (!element) return;
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !element.contains(next)) setOpen(false);
    };
    element.addEventListener('focusout', onFocusOut);
    return () => element.removeEventListener('focusout', onFocusOut);
  }, []);

  return (
    <div ref={wrapper} className="md:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex items-center gap-1 rounded-lg px-2 py-2 font-medium text-brand-800 hover:bg-brand-50"
      >
        {open ? (
          <X aria-hidden="true" className="h-5 w-5" />
        ) : (
          <Menu aria-hidden="true" className="h-5 w-5" />
        )}
        {SITE_MENU_MESSAGES.menu}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full z-30 border-b border-line bg-surface shadow-md"
      >
        <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3">
          {links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="block rounded-lg px-3 py-3 font-medium text-brand-800 hover:bg-brand-50"
              >
                {link.label}
              </Link>
            </li>
          ))}
          {extra ? <li className="px-3 py-2 sm:hidden">{extra}</li> : null}
        </ul>
      </div>
    </div>
  );
}
