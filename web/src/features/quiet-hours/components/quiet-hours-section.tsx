import { QUIET_HOURS_MESSAGES } from '@common/messages/quiet-hours';
import { buttonClass } from '@web/components/ui/button';
import { pageLocale } from '@web/lib/i18n/apply-locale';
import { CalendarPlus } from 'lucide-react';
import { useId } from 'react';
import { quietHourCalendarUrl, useQuietHours } from '../api/get-quiet-hours';
import { dayWords, describeQuietHour } from '../lib/describe-quiet-hour';

const text = QUIET_HOURS_MESSAGES;

/**
 * "Quiet hours and sensory-friendly sessions" on the provider page and the prep sheet (decision
 * 068): each current entry in words, its next date and an .ics file to add it to a calendar.
 * Nothing at all when the place publishes none (or they cannot be loaded): a calm page, no noise.
 */
export function QuietHoursSection({ providerId }: { providerId: number }) {
  const hours = useQuietHours(providerId);
  const headingId = useId();
  if (!hours.isSuccess || hours.data.entries.length === 0) return null;
  const lang = pageLocale();
  return (
    <section
      aria-labelledby={headingId}
      className="quiet-hours mt-6 flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5 print:mt-0 print:gap-1 print:rounded-none print:border-0 print:bg-transparent print:p-0"
      data-testid="quiet-hours-section"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {text.heading}
      </h2>
      <p className="text-sm text-muted">{text.publicHint}</p>
      <ul className="flex flex-col divide-y divide-line">
        {hours.data.entries.map((entry) => {
          const line = describeQuietHour(entry);
          return (
            <li key={entry.id} className="flex flex-wrap items-center gap-3 py-3 print:py-1">
              <div className="min-w-0 flex-1">
                <p className="break-words font-semibold">{line}</p>
                {entry.note ? (
                  <p className="break-words text-muted" lang={entry.noteLang ?? undefined}>
                    {entry.note}
                  </p>
                ) : null}
                <p className="text-sm text-muted">{text.next(dayWords(entry.nextDate))}</p>
              </div>
              <a
                href={quietHourCalendarUrl(providerId, entry.id, lang)}
                download
                aria-label={text.addToCalendarLabel(line)}
                className={buttonClass('secondary', 'sm', 'print:hidden')}
              >
                <CalendarPlus aria-hidden="true" className="h-4 w-4" />
                {text.addToCalendar}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
