import { ZIP_PATTERN } from '@common/catalog/search-places';
import { NEAR_ME_MESSAGES, PLACES_MESSAGES } from '@common/messages/search';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { ApiError } from '@web/lib/api';
import { type FormEvent, type Ref, useState } from 'react';
import { findNearestZip } from '../api/find-nearest-zip';

type Props = {
  understood: string | null;
  onNear: (zip: string) => void;
  headingRef?: Ref<HTMLHeadingElement>;
};

/**
 * 'near me' with no ZIP to start from (decision 043): ask once, calmly, in place of results from
 * anywhere. The browser's position is asked for only when the button is pressed, and only the
 * nearest ZIP is kept (in the URL, like any ZIP typed).
 */
export function LocationPrompt({ understood, onNear, headingRef }: Props) {
  const [zip, setZip] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = zip.trim();
    if (!ZIP_PATTERN.test(value)) {
      setError(PLACES_MESSAGES.zipInvalid);
      return;
    }
    setError(null);
    onNear(value);
  };

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setError(NEAR_ME_MESSAGES.locationRefused);
      return;
    }
    setLocating(true);
    setError(null);
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        try {
          const found = await findNearestZip(coords);
          onNear(found.zip);
        } catch (err) {
          setError(err instanceof ApiError ? err.message : NEAR_ME_MESSAGES.locationRefused);
        } finally {
          setLocating(false);
        }
      },
      () => {
        setLocating(false);
        setError(NEAR_ME_MESSAGES.locationRefused);
      },
      { maximumAge: 600_000, timeout: 15_000 },
    );
  };

  return (
    <section
      aria-labelledby="results-heading"
      className="mx-auto max-w-xl rounded-2xl border border-line bg-surface p-6"
    >
      <h2 id="results-heading" ref={headingRef} tabIndex={-1} className="text-xl font-semibold">
        {NEAR_ME_MESSAGES.promptHeading}
      </h2>
      <p className="mt-2">{NEAR_ME_MESSAGES.promptIntro(understood)}</p>
      <form onSubmit={submit} className="mt-4 flex flex-col gap-3" noValidate>
        <Field
          label={NEAR_ME_MESSAGES.zipLabel}
          error={error ?? undefined}
          value={zip}
          onChange={(e) => setZip(e.target.value)}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          name="zip"
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit">{NEAR_ME_MESSAGES.searchHere}</Button>
          <Button type="button" variant="secondary" onClick={locate} disabled={locating}>
            {locating ? NEAR_ME_MESSAGES.locating : NEAR_ME_MESSAGES.useMyLocation}
          </Button>
        </div>
        <p className="text-sm text-muted">{NEAR_ME_MESSAGES.locationHint}</p>
      </form>
    </section>
  );
}
