import { CONTACT_ACTIONS_MESSAGES, SEARCH_MESSAGES } from '@common/messages/search';
import { Globe, Mail, Phone } from 'lucide-react';

const ACTION =
  'inline-flex items-center gap-1.5 rounded-lg border border-line bg-surface px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50';

type Contacts = {
  name: string;
  contact_phone: string | null;
  contact_email: string | null;
  website: string | null;
};

/** Call, Email and Website appear only when the provider has them. */
export function ContactActions({ provider }: { provider: Contacts }) {
  const website =
    provider.website && /^https?:\/\//i.test(provider.website) ? provider.website : null;
  return (
    <>
      {provider.contact_phone ? (
        <a
          className={ACTION}
          href={`tel:${provider.contact_phone.replace(/[^\d+]/g, '')}`}
          aria-label={CONTACT_ACTIONS_MESSAGES.callName(provider.name)}
        >
          <Phone aria-hidden="true" className="h-4 w-4" /> {SEARCH_MESSAGES.call}
        </a>
      ) : null}
      {provider.contact_email ? (
        <a
          className={ACTION}
          href={`mailto:${provider.contact_email}`}
          aria-label={CONTACT_ACTIONS_MESSAGES.emailName(provider.name)}
        >
          <Mail aria-hidden="true" className="h-4 w-4" /> {SEARCH_MESSAGES.email}
        </a>
      ) : null}
      {website ? (
        <a
          className={ACTION}
          href={website}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={CONTACT_ACTIONS_MESSAGES.ofOpensInA(SEARCH_MESSAGES.website, provider.name)}
        >
          <Globe aria-hidden="true" className="h-4 w-4" /> {SEARCH_MESSAGES.website}
        </a>
      ) : null}
    </>
  );
}
