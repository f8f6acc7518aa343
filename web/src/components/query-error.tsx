import { COMMON_MESSAGES } from '@common/messages/shared';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Button } from './ui/button';

/*
 * Where the failure sits: `page` stands in for a whole page (an h1), `panel` a bordered card in a
 * tab, `plain` a line in a tab or section, `banner` the search's red notice.
 */
type Look = 'page' | 'panel' | 'plain' | 'banner';

const BOXES: Record<Look, string> = {
  page: 'mx-auto max-w-xl px-4 py-16 text-center',
  panel: 'rounded-2xl border border-line bg-surface p-8 text-center',
  plain: 'py-8 text-center',
  banner:
    'mx-auto max-w-xl rounded-xl border border-red-700 bg-red-50 p-4 text-center text-red-900',
};

type Props = {
  /** What failed, in the spec's words. */
  children: ReactNode;
  /** Asks again: the failed query's refetch (or each failed query's). */
  onRetry(): void;
  /** A heading above the message: an h1 for `page`, an h2 otherwise. */
  title?: string;
  look?: Look;
};

/**
 * The one failure state for a query (decision 052): the message, announced, and a Try Again
 * button that refetches. Used wherever a query's failure leaves nothing else to show.
 */
export function QueryError({ children, onRetry, title, look = 'plain' }: Props) {
  const Heading = look === 'page' ? 'h1' : 'h2';
  return (
    <div role="alert" className={BOXES[look]}>
      {title ? (
        <Heading className={clsx('font-semibold', look === 'page' ? 'text-2xl' : 'text-xl')}>
          {title}
        </Heading>
      ) : null}
      <p className={clsx(title && (look === 'page' ? 'mt-2 text-muted' : 'mt-1 text-muted'))}>
        {children}
      </p>
      <Button
        className={look === 'page' ? 'mt-6' : look === 'banner' ? 'mt-3' : 'mt-4'}
        variant={look === 'page' ? 'primary' : 'secondary'}
        size={look === 'banner' ? 'sm' : 'md'}
        onClick={onRetry}
      >
        {COMMON_MESSAGES.tryAgain}
      </Button>
    </div>
  );
}
