import type { ReceivedNeedsCardSummary } from '@common/contracts/needs-card-sends';
import { NEEDS_CARD_INBOX_MESSAGES } from '@common/messages/needs-card-sends';
import { QueryError } from '@web/components/query-error';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { preloadable } from '@web/lib/preloadable';
import { PreloadedComponent } from '@web/lib/preloaded-component';
import { Suspense, useId } from 'react';
import { useSearchParams } from 'react-router';
import { useReceivedNeedsCards } from '../api/received-needs-cards';
import { sendDate } from '../lib/send-date';
import { fromOf } from '../lib/send-from';

const text = NEEDS_CARD_INBOX_MESSAGES;
/* The address that opens one card (the mail's link): ?needsCard=<id>. */
const PARAM = 'needsCard';

/* A card opens in a dialog whose code (with the printed card's) is a chunk of its own. */
const OPENED_CARD = preloadable(() => import('./opened-needs-card').then((m) => m.OpenedNeedsCard));

/**
 * The dashboard's "Needs cards families sent you" (decision 070): each card received, opened as
 * it was sent, marked read. A withdrawn card is gone from here and from its link.
 */
export function ReceivedNeedsCardsSection({ providerId }: { providerId: number }) {
  const cards = useReceivedNeedsCards(providerId);
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const raw = params.get(PARAM);
  const openId = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
  const setOpenId = (id: number | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id === null) next.delete(PARAM);
        else next.set(PARAM, String(id));
        return next;
      },
      { replace: true },
    );

  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {text.heading}
      </h2>
      <p className="text-muted">{text.intro}</p>
      {cards.isPending ? (
        <Spinner />
      ) : cards.isError ? (
        <QueryError onRetry={() => void cards.refetch()}>{text.loadFailed}</QueryError>
      ) : cards.data.sends.length === 0 ? (
        <p>{text.empty}</p>
      ) : (
        <ul
          className="flex flex-col divide-y divide-line"
          onPointerEnter={() => void OPENED_CARD.preload().catch(() => {})}
          onFocus={() => void OPENED_CARD.preload().catch(() => {})}
        >
          {cards.data.sends.map((send) => (
            <ReceivedRow key={send.id} send={send} onOpen={() => setOpenId(send.id)} />
          ))}
        </ul>
      )}
      {openId !== null ? (
        <Suspense fallback={null}>
          <PreloadedComponent
            code={OPENED_CARD}
            props={{ sendId: openId, onClose: () => setOpenId(null) }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

function ReceivedRow({ send, onOpen }: { send: ReceivedNeedsCardSummary; onOpen(): void }) {
  const from = fromOf(send);
  const received = sendDate(send.sentAt);
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="break-words font-semibold">{from}</p>
        <p className="text-sm text-muted">
          {text.receivedOn(received)} ·{' '}
          {send.readAt ? text.readOn(sendDate(send.readAt)) : text.unread}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        aria-haspopup="dialog"
        aria-label={text.openLabel(from, received)}
        onClick={onOpen}
      >
        {text.open}
      </Button>
    </li>
  );
}
