import { NAV_MESSAGES } from '@common/messages';
import { Link } from 'react-router';
import { Button } from '../components/ui/button';
import { useAuth } from '../features/auth/auth-provider';
import { useAuthDialog } from '../features/auth/components/auth-dialog';
import { UserMenu } from '../features/auth/components/user-menu';
import { VerifiedReviewerBadge } from '../features/reviews/components/verified-reviewer-badge';

const NAV_LINK = 'rounded-lg px-3 py-2 font-medium text-brand-800 hover:bg-brand-50';

export function SiteHeader() {
  const { user, isAdmin, loading } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  return (
    <header className="border-b border-line bg-surface print:hidden">
      <nav
        aria-label="Main"
        className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3"
      >
        <Link to="/" className="flex items-center gap-2 text-xl font-bold text-brand-800">
          {/* Drawn inline: as an <img> it fetched favicon.svg a second time on every first visit. */}
          <svg aria-hidden="true" viewBox="0 0 32 32" width={28} height={28}>
            <rect width="32" height="32" rx="8" fill="#3f7f74" />
            <path
              d="M8 20c4-8 12-8 16 0"
              stroke="#f7f5f0"
              strokeWidth="3"
              fill="none"
              strokeLinecap="round"
            />
          </svg>
          CalmPath
        </Link>
        <div className="flex flex-wrap items-center gap-2">
          <Link to="/provider-signup" className={NAV_LINK}>
            {NAV_MESSAGES.listYourBusiness}
          </Link>
          <Link to="/suggest-business" className={NAV_LINK}>
            {NAV_MESSAGES.nominateBusiness}
          </Link>
          {isAdmin ? (
            <Link to="/admin" className={NAV_LINK}>
              {NAV_MESSAGES.admin}
            </Link>
          ) : null}
          {user ? (
            <UserMenu badge={<VerifiedReviewerBadge />} />
          ) : (
            <Button
              variant="primary"
              size="sm"
              onClick={() => openAuthDialog('signin')}
              disabled={loading}
            >
              {NAV_MESSAGES.signIn}
            </Button>
          )}
        </div>
      </nav>
    </header>
  );
}
