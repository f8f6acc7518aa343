import { PROFILE_MESSAGES, PROVIDER_NOT_FOUND_MESSAGES } from '@common/messages/provider';
import { buttonClass } from '@web/components/ui/button';
import { Link } from 'react-router';

export function ProviderNotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">{PROFILE_MESSAGES.notFoundTitle}</h1>
      <p className="mt-2 text-muted">{PROFILE_MESSAGES.notFoundBody}</p>
      <Link to="/" className={buttonClass('primary', 'md', 'mt-6')}>
        {PROVIDER_NOT_FOUND_MESSAGES.returnToHome}
      </Link>
    </section>
  );
}
