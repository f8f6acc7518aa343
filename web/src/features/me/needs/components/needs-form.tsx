import { NEEDS_MESSAGES } from '@common/messages/needs';
import { AccommodationChecklist } from '@web/components/accommodation-checklist';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { notify } from '@web/lib/notify';
import { type FormEvent, useState } from 'react';
import { useUpdateNeeds } from '../api/update-needs';

const ZIP = /^(\d{5}(-\d{4})?)?$/;

/** My needs: the accommodations that help and the ZIP code (the same fields as onboarding). */
export function NeedsForm({
  initialNeeds,
  initialZip,
}: {
  initialNeeds: readonly string[];
  initialZip: string | null;
}) {
  const [chosen, setChosen] = useState<string[]>([...initialNeeds]);
  const [zipCode, setZipCode] = useState(initialZip ?? '');
  const [zipError, setZipError] = useState<string>();
  const update = useUpdateNeeds();

  function toggle(item: string) {
    setChosen((list) => (list.includes(item) ? list.filter((i) => i !== item) : [...list, item]));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const zip = zipCode.trim();
    if (!ZIP.test(zip)) {
      setZipError(NEEDS_MESSAGES.zipInvalid);
      return;
    }
    setZipError(undefined);
    update.mutate(
      { zipCode: zip, accommodations: chosen },
      { onError: () => notify.error({ title: NEEDS_MESSAGES.saveFailed }) },
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-5"
      aria-labelledby="needs-heading"
    >
      <div>
        <h2 id="needs-heading" className="text-2xl font-semibold">
          {NEEDS_MESSAGES.needsHeading}
        </h2>
        <p className="text-muted">{NEEDS_MESSAGES.needsHint}</p>
      </div>
      <AccommodationChecklist selected={chosen} onToggle={toggle} arrangement="columns" />
      <Field
        label={NEEDS_MESSAGES.zipLabel}
        name="zipCode"
        autoComplete="postal-code"
        inputMode="numeric"
        optional
        hint={NEEDS_MESSAGES.zipHint}
        value={zipCode}
        onChange={(e) => setZipCode(e.target.value)}
        error={zipError}
        className="max-w-xs"
      />
      <div>
        <Button type="submit" disabled={update.isPending}>
          {NEEDS_MESSAGES.saveNeeds}
        </Button>
      </div>
    </form>
  );
}
