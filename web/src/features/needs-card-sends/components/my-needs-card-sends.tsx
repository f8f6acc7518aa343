import { NEEDS_CARD_SEND_MESSAGES } from '@common/messages/needs-card-sends';
import { QueryError } from '@web/components/query-error';
import { Spinner } from '@web/components/ui/spinner';
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { useMyNeedsCardSends } from '../api/my-needs-card-sends';
import { sendStateLine } from '../lib/send-state';
import { WithdrawSendButton } from './withdraw-send-button';

const text = NEEDS_CARD_SEND_MESSAGES;

/**
 * My needs' list of sends (decision 070): each place with 'Sent to … on …' or 'Read by … on …',
 * and Withdraw, which deletes the business's copy.
 */
export function MyNeedsCardSends() {
  const sends = useMyNeedsCardSends();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <section
      aria-labelledby={headingId}
      className="needs-no-print flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5"
    >
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-2xl font-semibold">
        {text.listHeading}
      </h2>
      <p className="text-muted">{text.listIntro}</p>
      {sends.isPending ? (
        <Spinner />
      ) : sends.isError ? (
        <QueryError onRetry={() => void sends.refetch()}>{text.loadFailed}</QueryError>
      ) : sends.data.sends.length === 0 ? (
        <p>{text.listEmpty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {sends.data.sends.map((send) => (
            <li key={send.id} className="flex flex-wrap items-center gap-3 py-3">
              <p className="min-w-0 flex-1 break-words">
                <Link
                  to={`/providers/${send.providerId}`}
                  className="underline underline-offset-4 hover:text-brand-800"
                >
                  {sendStateLine(send)}
                </Link>
              </p>
              <WithdrawSendButton send={send} onWithdrawn={() => headingRef.current?.focus()} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
