import { matchScoreTone } from '@common/domain/match-score';
import { MATCH_SCORE_EXPLANATION_MESSAGES } from '@common/messages/profile-words';
import { MATCH_SCORE_MESSAGES } from '@common/messages/search';
import clsx from 'clsx';
import { Info } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';

const TONES = {
  green: 'border-green-700 bg-green-50 text-green-900',
  yellow: 'border-yellow-700 bg-yellow-50 text-yellow-900',
  orange: 'border-orange-700 bg-orange-50 text-orange-900',
} as const;

/* How long the pointer may travel from the badge to the explanation before it closes. */
const HOVER_GRACE_MS = 200;

const MatchScorePopover = lazy(() =>
  import('./match-score-popover').then((m) => ({ default: m.MatchScorePopover })),
);

/**
 * The match score and its explanation in a popover that opens on tap or click, on hover and on
 * keyboard focus (decision 024: a hover-only tooltip never opened on a phone). Focus stays on the
 * button; Escape, a tap elsewhere or a second tap close it. The explanation is also part of the
 * button's name, so a screen reader hears it without opening anything.
 */
export function MatchScore({ score }: { score: number }) {
  const tone = matchScoreTone(score);
  const [open, setOpen] = useState(false);
  /* The popover's code is fetched the first time it opens. */
  const [wanted, setWanted] = useState(false);
  /* Opened by hover: a click then keeps it open instead of toggling it shut. */
  const [byHover, setByHover] = useState(false);
  const pointerDown = useRef(false);
  const anchor = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const contentId = useId();

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const show = (hover: boolean) => {
    window.clearTimeout(closeTimer.current);
    setByHover(hover);
    setWanted(true);
    setOpen(true);
  };
  const hideSoon = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpen(false), HOVER_GRACE_MS);
  };

  return (
    <>
      <button
        ref={anchor}
        type="button"
        data-tone={tone}
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        onPointerDown={() => {
          pointerDown.current = true;
        }}
        onFocus={() => {
          /* Keyboard focus opens it; a tap's focus leaves that to the click that follows. */
          if (!pointerDown.current) show(false);
          pointerDown.current = false;
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && open) setOpen(false);
        }}
        onClick={() => {
          pointerDown.current = false;
          if (open && byHover) setByHover(false);
          else if (open) setOpen(false);
          else show(false);
        }}
        onPointerEnter={(e) => {
          if (e.pointerType === 'mouse' && !open) show(true);
        }}
        onPointerLeave={(e) => {
          if (e.pointerType === 'mouse' && byHover) hideSoon();
        }}
        className={clsx(
          'inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm font-semibold',
          TONES[tone],
        )}
      >
        {score}
        {MATCH_SCORE_MESSAGES.match}
        <Info aria-hidden="true" className="h-4 w-4" />
        <span className="sr-only">: {MATCH_SCORE_EXPLANATION_MESSAGES.tooltip}</span>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MatchScorePopover
            id={contentId}
            anchor={anchor}
            open={open}
            onOpenChange={setOpen}
            onPointerEnter={() => window.clearTimeout(closeTimer.current)}
            onPointerLeave={() => byHover && hideSoon()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
