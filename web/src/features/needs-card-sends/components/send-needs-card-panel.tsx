import type { NeedsCardSendOption } from '@common/contracts/needs-card-sends';
import { NEEDS_CARD_SEND_MESSAGES } from '@common/messages/needs-card-sends';
import { QueryError } from '@web/components/query-error';
import { Button, buttonClass } from '@web/components/ui/button';
import { ModalDialog } from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { useAuth } from '@web/features/auth/auth-provider';
import { useAuthDialog } from '@web/features/auth/components/auth-dialog';
import { PrintedNeedsCard } from '@web/features/me/needs/components/printed-needs-card';
import { notify } from '@web/lib/notify';
import { Send } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useNeedsCardSendOption } from '../api/needs-card-send-option';
import { useSendNeedsCard } from '../api/send-needs-card';
import { sendErrorMessage } from '../lib/send-errors';
import { sendStateLine } from '../lib/send-state';
import { WithdrawSendButton } from './withdraw-send-button';

const text = NEEDS_CARD_SEND_MESSAGES;

/**
 * "Send my needs card to <business>" on a provider page (decision 070): for a signed-in member
 * with a card, to a place a business account manages, after a look at exactly what will be sent;
 * otherwise a calm word on why not, and the way to make a card.
 */
export function SendNeedsCardPanel({
  providerId,
  providerName,
}: {
  providerId: number;
  providerName: string;
}) {
  const { user, loading } = useAuth();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  if (loading) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5"
    >
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-2xl font-semibold">
        {text.heading}
      </h2>
      {user ? (
        <SignedInOffer
          providerId={providerId}
          providerName={providerName}
          focusHeading={() => headingRef.current?.focus()}
        />
      ) : (
        <SignedOutOffer />
      )}
    </section>
  );
}

function SignedOutOffer() {
  const { openAuthDialog } = useAuthDialog();
  return (
    <>
      <p>{text.signedOut}</p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => openAuthDialog('signin')}>{text.signIn}</Button>
        <Link to="/my-needs" className={buttonClass('secondary')}>
          {text.makeCard}
        </Link>
      </div>
    </>
  );
}

function SignedInOffer({
  providerId,
  providerName,
  focusHeading,
}: {
  providerId: number;
  providerName: string;
  focusHeading(): void;
}) {
  const option = useNeedsCardSendOption(providerId);
  if (option.isPending) return <Spinner />;
  if (option.isError) {
    return <QueryError onRetry={() => void option.refetch()}>{text.errors.failed}</QueryError>;
  }
  const data = option.data;
  if (data.send) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="min-w-0 flex-1" data-testid="needs-card-send-state">
          {sendStateLine(data.send)}
        </p>
        <WithdrawSendButton send={data.send} onWithdrawn={focusHeading} />
      </div>
    );
  }
  if (!data.receivable) return <p>{text.cannotReceive(providerName)}</p>;
  if (!data.card) {
    return (
      <>
        <p>{text.noCard}</p>
        <div>
          <Link to="/my-needs" className={buttonClass('secondary')}>
            {text.makeCard}
          </Link>
        </div>
      </>
    );
  }
  return <SendOffer option={data} providerId={providerId} focusHeading={focusHeading} />;
}

function SendOffer({
  option,
  providerId,
  focusHeading,
}: {
  option: NeedsCardSendOption;
  providerId: number;
  focusHeading(): void;
}) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSendNeedsCard();
  const name = option.providerName;
  if (!option.card) return null;

  function confirm() {
    setProblem(null);
    send.mutate(
      { providerId },
      {
        onSuccess: () => {
          notify.success({ title: text.sent.title, description: text.sent.description(name) });
          setSent(true);
          setOpen(false);
        },
        onError: (error) => setProblem(sendErrorMessage(error)),
      },
    );
  }

  return (
    <>
      <p>{text.intro(name)}</p>
      <div>
        <Button aria-haspopup="dialog" onClick={() => setOpen(true)} className="text-left">
          <Send aria-hidden="true" className="h-4 w-4 shrink-0" /> {text.send(name)}
        </Button>
      </div>
      <ModalDialog
        bodyClassName="mt-4 flex flex-col gap-4"
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setProblem(null);
        }}
        title={text.confirmTitle(name)}
        description={text.confirmDescription(name)}
        width="wide"
        onCloseAutoFocus={(event) => {
          if (!sent) return;
          event.preventDefault();
          focusHeading();
        }}
      >
        <PrintedNeedsCard card={option.card} />
        {problem ? (
          <p role="alert" className="font-medium text-red-800">
            {problem}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {text.cancel}
          </Button>
          <Button disabled={send.isPending} onClick={confirm}>
            {text.confirmSend}
          </Button>
        </div>
      </ModalDialog>
    </>
  );
}
