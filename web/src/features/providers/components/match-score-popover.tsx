import { MATCH_SCORE_EXPLANATION_MESSAGES } from '@common/messages/profile-words';
import { MATCH_SCORE_POPOVER_MESSAGES } from '@common/messages/search';
import { Popover } from 'radix-ui';
import type { RefObject } from 'react';

type Props = {
  id: string;
  anchor: RefObject<HTMLButtonElement | null>;
  open: boolean;
  onOpenChange(open: boolean): void;
  onPointerEnter(): void;
  onPointerLeave(): void;
};

/**
 * The match score's explanation, positioned by Radix Popover against the badge button (a virtual
 * anchor, so the button itself never changes). Its own chunk, loaded the first time a score is
 * opened: result cards render without Radix (decision 024).
 */
export function MatchScorePopover({
  id,
  anchor,
  open,
  onOpenChange,
  onPointerEnter,
  onPointerLeave,
}: Props) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchor as RefObject<HTMLButtonElement>} />
      <Popover.Portal>
        <Popover.Content
          id={id}
          aria-label={MATCH_SCORE_POPOVER_MESSAGES.aboutTheMatchScore}
          side="bottom"
          align="end"
          sideOffset={6}
          collisionPadding={8}
          onOpenAutoFocus={(e) => e.preventDefault()}
          onCloseAutoFocus={(e) => e.preventDefault()}
          /* The badge's own handlers decide what a press on it does. */
          onInteractOutside={(e) => {
            if (anchor.current?.contains(e.target as Node)) e.preventDefault();
          }}
          onPointerEnter={onPointerEnter}
          onPointerLeave={onPointerLeave}
          className="z-50 max-w-xs rounded-lg bg-ink px-3 py-2 text-sm text-white shadow-lg"
        >
          {MATCH_SCORE_EXPLANATION_MESSAGES.tooltip}
          <Popover.Arrow className="fill-ink" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
