import {
  type CreateVisitThreadBody,
  VISIT_DAYS,
  VISIT_MESSAGE_MAX_LENGTH,
  VISIT_SLOTS,
  VISIT_TIMES,
} from '@common/contracts/visit-messages';
import {
  VISIT_ASK_MESSAGES as M,
  VISIT_DAY_LABELS,
  VISIT_SLOT_LABELS,
  VISIT_TIME_LABELS,
} from '@common/messages/visit-messages';
import { Button } from '@web/components/ui/button';
import { ModalDialog } from '@web/components/ui/dialog';
import { useAuth } from '@web/features/auth/auth-provider';
import { useAuthDialog } from '@web/features/auth/components/auth-dialog';
import { useNeedsCardSendOption } from '@web/features/needs-card-sends/api/needs-card-send-option';
import { useSendNeedsCard } from '@web/features/needs-card-sends/api/send-needs-card';
import { sendErrorMessage } from '@web/features/needs-card-sends/lib/send-errors';
import { notify } from '@web/lib/notify';
import { CalendarClock, MessageSquareText, Phone } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useCreateVisitThread } from '../api/member-threads';
import { useProviderContact } from '../api/provider-contact';
import { visitErrorMessage } from '../api/visit-errors';
import { TextBox } from './text-box';

type Kind = CreateVisitThreadBody['kind'];

/**
 * The provider page's "Ask without a phone call" (decision 069): the phone, the business's own
 * booking link and text number, and for a business that can receive them, a question or an
 * appointment request written in a dialog. Signed out, a sign-in prompt.
 */
export function AskBusiness({
  providerId,
  providerName,
}: {
  providerId: number;
  providerName: string;
}) {
  const headingId = useId();
  const contact = useProviderContact(providerId);
  const { user } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const [kind, setKind] = useState<Kind | null>(null);
  const c = contact.data;
  if (!c) return null;

  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-2xl font-semibold">
        {M.heading}
      </h2>
      <ul className="mt-3 flex flex-col gap-2">
        <li className="flex flex-wrap items-center gap-2">
          <Phone aria-hidden="true" className="h-5 w-5 text-brand-700" />
          <span className="font-medium">{M.phone}:</span>
          {c.phone ? (
            <a href={`tel:${c.phone.replace(/[^\d+]/g, '')}`} className="underline">
              {c.phone}
            </a>
          ) : (
            <span className="text-muted">{M.noPhone}</span>
          )}
        </li>
        {c.textNumber ? (
          <li className="flex flex-wrap items-center gap-2">
            <MessageSquareText aria-hidden="true" className="h-5 w-5 text-brand-700" />
            <span className="font-medium">{M.textNumber}:</span>
            <a href={`sms:${c.textNumber.replace(/[^\d+]/g, '')}`} className="underline">
              {c.textNumber}
            </a>
          </li>
        ) : null}
        {c.bookingUrl ? (
          <li className="flex flex-wrap items-center gap-2">
            <CalendarClock aria-hidden="true" className="h-5 w-5 text-brand-700" />
            <a
              href={c.bookingUrl}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="font-medium underline"
            >
              {M.bookingLink} <span className="font-normal text-muted">{M.bookingLinkNote}</span>
            </a>
          </li>
        ) : null}
      </ul>
      {!c.canMessage ? (
        <p className="mt-4 text-muted">{M.cannotReceive}</p>
      ) : !user ? (
        <div className="mt-4 flex flex-col items-start gap-3">
          <p className="text-muted">{M.signedOut}</p>
          <Button variant="secondary" onClick={() => openAuthDialog('signin')}>
            {M.signIn}
          </Button>
        </div>
      ) : (
        <>
          <p className="mt-4 text-muted">{M.intro}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Button onClick={() => setKind('question')}>{M.askQuestion}</Button>
            <Button variant="secondary" onClick={() => setKind('appointment')}>
              {M.requestAppointment}
            </Button>
          </div>
        </>
      )}
      {kind ? (
        <AskDialog
          kind={kind}
          providerId={providerId}
          providerName={providerName}
          onClose={() => setKind(null)}
        />
      ) : null}
    </section>
  );
}

function AskDialog({
  kind,
  providerId,
  providerName,
  onClose,
}: {
  kind: Kind;
  providerId: number;
  providerName: string;
  onClose(): void;
}) {
  const appointment = kind === 'appointment';
  const create = useCreateVisitThread();
  const [body, setBody] = useState(appointment ? M.requestDefault : '');
  const [days, setDays] = useState<string[]>([]);
  const [times, setTimes] = useState<string[]>([]);
  const [slot, setSlot] = useState<string>('');
  const [shareEmail, setShareEmail] = useState(false);
  const [withCard, setWithCard] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const shareId = useId();
  const cardId = useId();
  /* The needs card feature's own calls (decision 070): offered when a saved card can go there. */
  const cardOption = useNeedsCardSendOption(providerId, appointment);
  const sendCard = useSendNeedsCard();
  const canSendCard = Boolean(
    appointment && cardOption.data?.receivable && cardOption.data.card && !cardOption.data.send,
  );

  const toggle = (list: string[], value: string) =>
    list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (!text) return setError(M.bodyRequired);
    if (text.length > VISIT_MESSAGE_MAX_LENGTH) return setError(M.bodyTooLong);
    setError(null);
    create.mutate(
      {
        providerId,
        kind,
        body: text,
        preferredDays: appointment ? (days as CreateVisitThreadBody['preferredDays']) : [],
        preferredTimes: appointment ? (times as CreateVisitThreadBody['preferredTimes']) : [],
        slot: appointment && slot ? (slot as (typeof VISIT_SLOTS)[number]) : null,
        shareEmail,
      },
      {
        onSuccess: () => {
          notify.success(M.sent);
          if (canSendCard && withCard) {
            sendCard.mutate(
              { providerId },
              {
                onSuccess: () => notify.success({ title: M.needsCardSent }),
                onError: (e) => notify.error({ title: sendErrorMessage(e) }),
              },
            );
          }
          onClose();
        },
        onError: (e) => setError(visitErrorMessage(e)),
      },
    );
  };

  return (
    <ModalDialog
      width="medium"
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={appointment ? M.requestTitle(providerName) : M.questionTitle(providerName)}
      description={M.description}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextBox
          label={appointment ? M.requestLabel : M.questionLabel}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          maxLength={VISIT_MESSAGE_MAX_LENGTH}
          error={error}
        />
        {appointment ? (
          <>
            <fieldset className="flex flex-col gap-2">
              <legend className="font-medium">{M.daysLegend}</legend>
              <div className="flex flex-wrap gap-x-4 gap-y-2">
                {VISIT_DAYS.map((day) => (
                  <label key={day} className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      checked={days.includes(day)}
                      onChange={() => setDays(toggle(days, day))}
                      className="h-5 w-5"
                    />
                    {VISIT_DAY_LABELS[day]}
                  </label>
                ))}
              </div>
            </fieldset>
            <fieldset className="flex flex-col gap-2">
              <legend className="font-medium">{M.timesLegend}</legend>
              <div className="flex flex-wrap gap-x-4 gap-y-2">
                {VISIT_TIMES.map((time) => (
                  <label key={time} className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      checked={times.includes(time)}
                      onChange={() => setTimes(toggle(times, time))}
                      className="h-5 w-5"
                    />
                    {VISIT_TIME_LABELS[time]}
                  </label>
                ))}
              </div>
            </fieldset>
            <fieldset className="flex flex-col gap-2">
              <legend className="font-medium">{M.slotLegend}</legend>
              {['', ...VISIT_SLOTS].map((value) => (
                <label key={value || 'none'} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="visit-slot"
                    value={value}
                    checked={slot === value}
                    onChange={() => setSlot(value)}
                    className="h-5 w-5"
                  />
                  {value ? VISIT_SLOT_LABELS[value as (typeof VISIT_SLOTS)[number]] : M.slotNone}
                </label>
              ))}
            </fieldset>
          </>
        ) : null}
        <div className="flex items-start gap-2">
          <input
            id={shareId}
            type="checkbox"
            checked={shareEmail}
            onChange={(e) => setShareEmail(e.target.checked)}
            aria-describedby={`${shareId}-hint`}
            className="mt-1 h-5 w-5"
          />
          <div>
            <label htmlFor={shareId} className="font-medium">
              {M.shareEmail}
            </label>
            <p id={`${shareId}-hint`} className="text-sm text-muted">
              {M.shareEmailHint}
            </p>
          </div>
        </div>
        {canSendCard ? (
          <div className="flex items-start gap-2">
            <input
              id={cardId}
              type="checkbox"
              checked={withCard}
              onChange={(e) => setWithCard(e.target.checked)}
              aria-describedby={`${cardId}-hint`}
              className="mt-1 h-5 w-5"
            />
            <div>
              <label htmlFor={cardId} className="font-medium">
                {M.sendNeedsCard}
              </label>
              <p id={`${cardId}-hint`} className="text-sm text-muted">
                {M.sendNeedsCardHint}
              </p>
            </div>
          </div>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={onClose}>
            {M.cancel}
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? M.sending : M.send}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
