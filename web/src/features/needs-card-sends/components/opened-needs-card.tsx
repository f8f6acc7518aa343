import { NEEDS_CARD_INBOX_MESSAGES } from '@common/messages/needs-card-sends';
import { QueryError } from '@web/components/query-error';
import { Button } from '@web/components/ui/button';
import { ModalDialog } from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { PrintedNeedsCard } from '@web/features/me/needs/components/printed-needs-card';
import { ApiError } from '@web/lib/api';
import { useMarkNeedsCardRead } from '../api/mark-needs-card-read';
import { useReceivedNeedsCard } from '../api/received-needs-cards';
import { sendDate } from '../lib/send-date';
import { fromOf } from '../lib/send-from';

const text = NEEDS_CARD_INBOX_MESSAGES;

/**
 * One needs card a family sent, opened in a dialog from the dashboard's inbox
 * (received-needs-cards-section.tsx): a chunk of its own, loaded when a card is opened.
 */
export function OpenedNeedsCard({ sendId, onClose }: { sendId: number; onClose(): void }) {
  const card = useReceivedNeedsCard(sendId);
  const markRead = useMarkNeedsCardRead();
  const gone = card.isError && card.error instanceof ApiError && card.error.status === 404;
  return (
    <ModalDialog
      bodyClassName="mt-4 flex flex-col gap-4"
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={gone ? text.goneTitle : text.dialogTitle}
      width="wide"
    >
      {card.isPending ? (
        <Spinner />
      ) : gone ? (
        <p>{text.goneText}</p>
      ) : card.isError ? (
        <QueryError onRetry={() => void card.refetch()}>{text.loadFailed}</QueryError>
      ) : (
        <>
          <p className="text-sm text-muted">
            {fromOf(card.data)} · {text.receivedOn(sendDate(card.data.sentAt))}
          </p>
          <PrintedNeedsCard card={card.data.card} />
          <div className="flex flex-wrap items-center justify-end gap-3">
            {card.data.readAt ? (
              <p role="status">{text.readOn(sendDate(card.data.readAt))}</p>
            ) : (
              <Button
                disabled={markRead.isPending}
                onClick={() => markRead.mutate(sendId, { onSuccess: () => void card.refetch() })}
              >
                {text.markRead}
              </Button>
            )}
          </div>
        </>
      )}
    </ModalDialog>
  );
}
