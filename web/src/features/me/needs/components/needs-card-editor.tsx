import { ALL_ACCOMMODATIONS } from '@common/catalog/accommodations';
import { type MyNeedsCardResponse, NEEDS_CARD_LIMITS } from '@common/contracts/needs';
import { NEEDS_MESSAGES } from '@common/messages/needs';
import { AccommodationChecklist } from '@web/components/accommodation-checklist';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Spinner } from '@web/components/ui/spinner';
import { notify } from '@web/lib/notify';
import { Printer } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useMyNeedsCard } from '../api/my-needs-card';
import { useSaveNeedsCard } from '../api/save-needs-card';
import { useRevokeNeedsCardShare, useShareNeedsCard } from '../api/share-needs-card';
import { PrintedNeedsCard } from './printed-needs-card';
import { TextAreaField } from './text-area-field';

const byCatalogue = (a: string, b: string) =>
  (ALL_ACCOMMODATIONS as readonly string[]).indexOf(a) -
  (ALL_ACCOMMODATIONS as readonly string[]).indexOf(b);

/** The needs card: what to include, a preview that prints alone, and the share link. */
export function NeedsCardSection({ needs }: { needs: readonly string[] }) {
  const mine = useMyNeedsCard();
  return (
    <section aria-labelledby="card-heading" className="flex flex-col gap-5">
      <div className="needs-no-print">
        <h2 id="card-heading" className="text-2xl font-semibold">
          {NEEDS_MESSAGES.cardHeading}
        </h2>
        <p className="text-muted">{NEEDS_MESSAGES.cardIntro}</p>
      </div>
      {mine.isPending ? (
        <Spinner />
      ) : mine.isError ? (
        <p role="alert">{NEEDS_MESSAGES.saveFailed}</p>
      ) : (
        <CardEditor data={mine.data} needs={needs} />
      )}
    </section>
  );
}

function CardEditor({ data, needs }: { data: MyNeedsCardResponse; needs: readonly string[] }) {
  const [chosen, setChosen] = useState<string[]>([...(data.card?.accommodations ?? needs)]);
  const [note, setNote] = useState(data.card?.note ?? '');
  const [communication, setCommunication] = useState(data.card?.communication ?? '');
  const [displayName, setDisplayName] = useState(data.card?.displayName ?? '');
  const save = useSaveNeedsCard();

  /* Exactly what saving stores, in catalogue order as the saved card keeps it. */
  const preview = {
    accommodations: chosen.slice().sort(byCatalogue),
    note: note.trim() || null,
    communication: communication.trim() || null,
    displayName: displayName.trim() || null,
  };

  function toggle(item: string) {
    setChosen((list) => (list.includes(item) ? list.filter((i) => i !== item) : [...list, item]));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(preview);
  }

  return (
    <>
      <form onSubmit={submit} noValidate className="needs-no-print flex flex-col gap-5">
        <fieldset>
          <legend className="text-xl font-semibold">{NEEDS_MESSAGES.cardInclude}</legend>
          <div className="mt-3">
            <AccommodationChecklist selected={chosen} onToggle={toggle} arrangement="columns" />
          </div>
        </fieldset>
        <TextAreaField
          label={NEEDS_MESSAGES.cardNoteLabel}
          hint={NEEDS_MESSAGES.cardNoteHint}
          name="note"
          value={note}
          onChange={setNote}
          maxLength={NEEDS_CARD_LIMITS.note}
        />
        <TextAreaField
          label={NEEDS_MESSAGES.cardCommunicationLabel}
          hint={NEEDS_MESSAGES.cardCommunicationHint}
          name="communication"
          value={communication}
          onChange={setCommunication}
          maxLength={NEEDS_CARD_LIMITS.communication}
        />
        <Field
          label={NEEDS_MESSAGES.cardDisplayNameLabel}
          hint={NEEDS_MESSAGES.cardDisplayNameHint}
          name="displayName"
          optional
          maxLength={NEEDS_CARD_LIMITS.displayName}
          value={displayName}
          onChange={(e) => setDisplayName(e.target.value)}
          className="max-w-sm"
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={save.isPending}>
            {NEEDS_MESSAGES.saveCard}
          </Button>
          <Button variant="secondary" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="h-4 w-4" /> {NEEDS_MESSAGES.printCard}
          </Button>
        </div>
      </form>
      <PrintedNeedsCard card={preview} />
      <SharePanel data={data} />
    </>
  );
}

function SharePanel({ data }: { data: MyNeedsCardResponse }) {
  const share = useShareNeedsCard();
  const revoke = useRevokeNeedsCardShare();
  const inputId = useId();
  const url = data.share ? `${window.location.origin}${data.share.path}` : null;

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      notify.success({ title: NEEDS_MESSAGES.linkCopied });
    } catch {
      document.getElementById(inputId)?.focus();
    }
  }

  return (
    <section
      aria-labelledby="share-heading"
      className="needs-no-print flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5"
    >
      <h3 id="share-heading" className="text-xl font-semibold">
        {NEEDS_MESSAGES.shareHeading}
      </h3>
      <p className="text-muted">{NEEDS_MESSAGES.shareIntro}</p>
      {url ? (
        <>
          <div className="flex flex-col gap-1">
            <label htmlFor={inputId} className="font-medium">
              {NEEDS_MESSAGES.linkLabel}
            </label>
            <input
              id={inputId}
              readOnly
              value={url}
              onFocus={(e) => e.target.select()}
              className="rounded-lg border border-line bg-canvas px-3 py-2"
            />
          </div>
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => void copy()}>
              {NEEDS_MESSAGES.copyLink}
            </Button>
            <Button variant="danger" disabled={revoke.isPending} onClick={() => revoke.mutate()}>
              {NEEDS_MESSAGES.revokeLink}
            </Button>
          </div>
        </>
      ) : data.card ? (
        <div>
          <Button disabled={share.isPending} onClick={() => share.mutate()}>
            {NEEDS_MESSAGES.createLink}
          </Button>
        </div>
      ) : (
        <p>{NEEDS_MESSAGES.saveBeforeSharing}</p>
      )}
    </section>
  );
}
