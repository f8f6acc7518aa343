import { PROVIDER_NAME_LINK_MESSAGES } from '@common/messages/provider';
import { Link } from 'react-router';

/**
 * A business's name as a link to its profile (/providers/:id). Listings that are not public (the
 * profile would be 404 for the visitor) keep a plain name unless `always` (admins see previews).
 */
export function ProviderNameLink({
  provider,
  always = false,
  className = 'underline-offset-4 hover:underline',
  newTab = false,
}: {
  provider: { id: number; name: string; accommodation_status?: string | null };
  always?: boolean;
  className?: string;
  /** Opens in a new tab (from a form, so a half-written form is not lost). */
  newTab?: boolean;
}) {
  const linked =
    always ||
    provider.accommodation_status === undefined ||
    provider.accommodation_status === 'verified';
  return linked ? (
    <Link
      to={`/providers/${provider.id}`}
      className={className}
      {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}
    >
      {provider.name}
      {newTab ? <span className="sr-only"> {PROVIDER_NAME_LINK_MESSAGES.opensInANew}</span> : null}
    </Link>
  ) : (
    provider.name
  );
}
