import { MATCH_SCORE_TOOLTIP, matchScoreTone } from '@common/domain/match-score';
import clsx from 'clsx';
import { Info } from 'lucide-react';
import { Tooltip } from 'radix-ui';

const TONES = {
  green: 'border-green-700 bg-green-50 text-green-900',
  yellow: 'border-yellow-700 bg-yellow-50 text-yellow-900',
  orange: 'border-orange-700 bg-orange-50 text-orange-900',
} as const;

export function MatchScore({ score }: { score: number }) {
  const tone = matchScoreTone(score);
  return (
    <Tooltip.Root delayDuration={200}>
      <Tooltip.Trigger asChild>
        <button
          type="button"
          data-tone={tone}
          className={clsx(
            'inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm font-semibold',
            TONES[tone],
          )}
        >
          {score}% match
          <Info aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only">: {MATCH_SCORE_TOOLTIP}</span>
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          sideOffset={6}
          className="z-50 max-w-xs rounded-lg bg-ink px-3 py-2 text-sm text-white shadow-lg"
        >
          {MATCH_SCORE_TOOLTIP}
          <Tooltip.Arrow className="fill-ink" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
