import type { ContactOptionsBody } from '@common/contracts/visit-messages';
import { isValidBookingUrl } from '@common/domain/booking-url';
import { isValidSuggestionPhone } from '@common/domain/phone';
import {
  VISIT_DASHBOARD_MESSAGES as D,
  VISIT_MESSAGE_ERRORS as E,
  VISIT_THREAD_MESSAGES as M,
} from '@common/messages/visit-messages';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Spinner } from '@web/components/ui/spinner';
import { notify } from '@web/lib/notify';
import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  useBusinessReply,
  useBusinessReport,
  useBusinessThread,
  useBusinessThreads,
  useContactOptions,
  useSaveContactOptions,
} from '../api/business-threads';
import { visitErrorMessage } from '../api/visit-errors';
import { ThreadList } from './thread-list';
import { ThreadView } from './thread-view';

/**
 * The business dashboard's Messages tab (decision 069): families' conversations, unread first,
 * each answered here; and the booking link and text number shown beside the phone.
 */
export function DashboardMessages({ providerId }: { providerId: number }) {
  const headingId = useId();
  const [params] = useSearchParams();
  const fromLink = Number(params.get('thread'));
  const [selected, setSelected] = useState<number | null>(
    Number.isInteger(fromLink) && fromLink > 0 ? fromLink : null,
  );
  const threads = useBusinessThreads(providerId);
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <h2 id={headingId} className="text-2xl font-semibold">
          {D.heading}
        </h2>
        <p className="text-muted">{D.intro}</p>
        {threads.isPending ? (
          <p role="status">{D.loading}</p>
        ) : threads.isError ? (
          <p role="alert">{M.loadFailed}</p>
        ) : threads.data.threads.length === 0 ? (
          <p>{D.empty}</p>
        ) : (
          <>
            <ThreadList
              threads={threads.data.threads}
              selected={selected}
              onSelect={setSelected}
              nameOf={(t) => t.familyName ?? M.aFamily}
            />
            {selected ? <BusinessThread key={selected} id={selected} /> : null}
          </>
        )}
      </section>
      <ContactOptionsForm key={providerId} providerId={providerId} />
    </div>
  );
}

function BusinessThread({ id }: { id: number }) {
  const thread = useBusinessThread(id);
  const reply = useBusinessReply(id);
  const report = useBusinessReport(id);
  if (thread.isPending) return <Spinner />;
  if (thread.isError) return <p role="alert">{M.loadFailed}</p>;
  return (
    <div className="border-t border-line pt-4">
      <ThreadView data={thread.data} side="business" reply={reply} report={report} />
    </div>
  );
}

function ContactOptionsForm({ providerId }: { providerId: number }) {
  const headingId = useId();
  const current = useContactOptions(providerId);
  if (current.isPending) return <Spinner />;
  if (current.isError) return <p role="alert">{M.loadFailed}</p>;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 border-t border-line pt-6">
      <h2 id={headingId} className="text-2xl font-semibold">
        {D.contactHeading}
      </h2>
      <p className="text-muted">{D.contactIntro}</p>
      <ContactOptionsFields
        providerId={providerId}
        initial={{
          bookingUrl: current.data.bookingUrl ?? '',
          textNumber: current.data.textNumber ?? '',
        }}
      />
    </section>
  );
}

function ContactOptionsFields({
  providerId,
  initial,
}: {
  providerId: number;
  initial: ContactOptionsBody;
}) {
  const save = useSaveContactOptions(providerId);
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const bookingUrl = values.bookingUrl.trim();
    const textNumber = values.textNumber.trim();
    if (bookingUrl && !isValidBookingUrl(bookingUrl)) return setError(E.BOOKING_URL_HTTPS);
    if (textNumber && !isValidSuggestionPhone(textNumber)) return setError(E.TEXT_NUMBER_INVALID);
    setError(null);
    save.mutate(
      { bookingUrl, textNumber },
      {
        onSuccess: () => notify.success({ title: D.saved }),
        onError: (e) => setError(visitErrorMessage(e)),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="flex max-w-xl flex-col gap-4">
      <Field
        label={D.bookingUrl}
        type="url"
        inputMode="url"
        value={values.bookingUrl}
        onChange={(e) => setValues({ ...values, bookingUrl: e.target.value })}
        optional
      />
      <Field
        label={D.textNumber}
        type="tel"
        value={values.textNumber}
        onChange={(e) => setValues({ ...values, textNumber: e.target.value })}
        optional
      />
      {error ? (
        <p role="alert" className="text-red-800">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {D.save}
        </Button>
      </div>
    </form>
  );
}
