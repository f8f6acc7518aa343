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
    <header className="border-b border-line bg-surface">
      <nav
        aria-label="Main"
        className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3"
      >
        <Link to="/" className="flex items-center gap-2 text-xl font-bold text-brand-800">
          <img src="/favicon.svg" alt="" width={28} height={28} />
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
