import type { MyNeedsCardSend } from '@common/contracts/needs-card-sends';
import { NEEDS_CARD_SEND_MESSAGES } from '@common/messages/needs-card-sends';
import { Button } from '@web/components/ui/button';
import { ModalDialog } from '@web/components/ui/dialog';
import { useState } from 'react';
import { useWithdrawNeedsCardSend } from '../api/withdraw-needs-card-send';

const text = NEEDS_CARD_SEND_MESSAGES;

/**
 * Withdraw, asked once: the business's copy is deleted and its link stops working. The button
 * goes with its send, so `onWithdrawn` says where focus goes next.
 */
export function WithdrawSendButton({
  send,
  onWithdrawn,
}: {
  send: MyNeedsCardSend;
  onWithdrawn(): void;
}) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const withdraw = useWithdrawNeedsCardSend();
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={text.withdrawLabel(send.providerName)}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {text.withdraw}
      </Button>
      <ModalDialog
        bodyClassName="mt-4 flex flex-col gap-4"
        open={open}
        onOpenChange={setOpen}
        title={text.withdrawTitle(send.providerName)}
        description={text.withdrawDescription(send.providerName)}
        onCloseAutoFocus={(event) => {
          if (!done) return;
          event.preventDefault();
          onWithdrawn();
        }}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {text.cancel}
          </Button>
          <Button
            variant="danger"
            disabled={withdraw.isPending}
            onClick={() =>
              withdraw.mutate(send.id, {
                onSuccess: () => {
                  setDone(true);
                  setOpen(false);
                },
              })
            }
          >
            {text.confirmWithdraw}
          </Button>
        </div>
      </ModalDialog>
    </>
  );
}
