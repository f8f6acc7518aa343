import type { MailStatus } from '@common/contracts/outbox';
import { CircleAlert, Clock, MailCheck } from 'lucide-react';

const time = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * One line per e-mail about a target: sent (when), waiting to be retried (attempts, next try,
 * last error) or failed for good. For the admin tabs that send mail (verification decisions).
 */
export function MailStatusLine({ mail }: { mail: MailStatus }) {
  if (mail.status === 'sent') {
    return (
      <p className="flex items-center gap-1 text-sm text-brand-800">
        <MailCheck aria-hidden="true" className="h-4 w-4" />
        E-mail sent to {mail.to}
        {mail.sentAt ? ` on ${time.format(new Date(mail.sentAt))}` : ''}
      </p>
    );
  }
  if (mail.status === 'queued') {
    return (
      <p className="flex flex-wrap items-center gap-1 text-sm text-muted">
        <Clock aria-hidden="true" className="h-4 w-4" />
        {mail.attempts === 0
          ? `E-mail to ${mail.to} is queued and will go out shortly.`
          : `E-mail to ${mail.to} not sent yet (${mail.attempts} ${mail.attempts === 1 ? 'attempt' : 'attempts'}); trying again${mail.nextAttemptAt ? ` at ${time.format(new Date(mail.nextAttemptAt))}` : ' soon'}.`}
        {mail.lastError ? <span className="block w-full">Last error: {mail.lastError}</span> : null}
      </p>
    );
  }
  return (
    <p className="flex flex-wrap items-center gap-1 text-sm text-red-800">
      <CircleAlert aria-hidden="true" className="h-4 w-4" />
      E-mail to {mail.to} could not be sent after {mail.attempts} attempts.
      {mail.lastError ? <span className="block w-full">Last error: {mail.lastError}</span> : null}
    </p>
  );
}
