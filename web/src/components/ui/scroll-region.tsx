import { COMMON_MESSAGES } from '@common/messages/shared';
import clsx from 'clsx';
import { ArrowRight } from 'lucide-react';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

const FADE = 'pointer-events-none absolute inset-y-0 w-6 from-ink/15 to-transparent';

/**
 * A table wider than a phone scrolls sideways inside its own box instead of widening the page
 * (decision 042). The box is a named region in the tab order, so a keyboard can
 * scroll it; while it holds more than it shows, a line under it says so and the edge with hidden
 * content fades.
 */
export function ScrollRegion({
  label,
  className,
  boxClassName,
  children,
}: {
  label: string;
  /** For the whole: the box and the hint under it. */
  className?: string;
  /** For the scrolling box, e.g. its border. */
  boxClassName?: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLElement>(null);
  const [overflow, setOverflow] = useState({ wider: false, right: false, left: false });

  /* Measured before paint: the hint arrives in the same frame as the table, never moving what follows. */
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => {
      const hidden = el.scrollWidth - el.clientWidth;
      const next = {
        wider: hidden > 1,
        left: el.scrollLeft > 1,
        right: hidden - el.scrollLeft > 1,
      };
      setOverflow((now) =>
        now.wider === next.wider && now.left === next.left && now.right === next.right ? now : next,
      );
    };
    measure();
    const resize = new ResizeObserver(measure);
    resize.observe(el);
    el.addEventListener('scroll', measure, { passive: true });
    return () => {
      resize.disconnect();
      el.removeEventListener('scroll', measure);
    };
  }, []);

  return (
    <div className={className}>
      <div className="relative">
        <section
          ref={box}
          aria-label={label}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard (WCAG 2.1.1)
          tabIndex={0}
          /* Positioned, so that visually hidden text in the table (absolute) scrolls with it. */
          className={clsx('relative overflow-x-auto', boxClassName)}
        >
          {children}
        </section>
        <div
          aria-hidden="true"
          className={clsx(
            FADE,
            'left-0 bg-gradient-to-r',
            overflow.left ? 'opacity-100' : 'opacity-0',
          )}
        />
        <div
          aria-hidden="true"
          className={clsx(
            FADE,
            'right-0 bg-gradient-to-l',
            overflow.right ? 'opacity-100' : 'opacity-0',
          )}
        />
      </div>
      {overflow.wider ? (
        <p className="mt-1 flex items-center justify-end gap-1 text-sm text-muted">
          {COMMON_MESSAGES.scrollSideways}
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </p>
      ) : null}
    </div>
  );
}
