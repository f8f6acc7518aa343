import { NAV_MESSAGES, SITE_HEADER_MESSAGES } from '@common/messages/shared';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Button } from '../components/ui/button';
import { useAuth } from '../features/auth/auth-provider';
import { useAuthDialog } from '../features/auth/components/auth-dialog';
import { CalmModeToggle } from '../features/calm-mode/calm-mode-toggle';
import { HeaderLanguageLink } from './language-switcher';
import { type SiteLink, SiteMenu } from './site-menu';

const NAV_LINK = 'rounded-lg px-3 py-2 font-medium text-brand-800 hover:bg-brand-50';

/*
 * The account menu (Radix DropdownMenu and its positioning) is fetched only once someone is
 * signed in: a first visit does not pay for it (decision 024).
 */
const AccountMenu = lazy(async () => {
  const [{ UserMenu }, { VerifiedReviewerBadge }] = await Promise.all([
    import('../features/auth/components/user-menu'),
    import('../features/reviews/components/verified-reviewer-badge'),
  ]);
  return { default: () => <UserMenu badge={<VerifiedReviewerBadge />} /> };
});

export function SiteHeader() {
  const { user, isAdmin, isModerator, loading } = useAuth();
  const { openAuthDialog, preloadAuthDialog } = useAuthDialog();
  const links: SiteLink[] = [
    { to: '/provider-signup', label: NAV_MESSAGES.listYourBusiness },
    { to: '/suggest-business', label: NAV_MESSAGES.nominateBusiness },
    ...(isAdmin
      ? [{ to: '/admin', label: NAV_MESSAGES.admin }]
      : isModerator
        ? [{ to: '/admin', label: NAV_MESSAGES.moderation }]
        : []),
  ];
  return (
    <header className="relative border-b border-line bg-surface print:hidden">
      <nav
        aria-label={SITE_HEADER_MESSAGES.main}
        /* Wraps rather than widening the page when larger text (calm mode, zoom) leaves no room. */
        className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-3 py-3 sm:px-4"
      >
        <Link
          to="/"
          className="flex shrink-0 items-center gap-2 rounded-lg text-lg font-bold text-brand-800 sm:text-xl"
        >
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
          {/* Under 380 px the mark alone, so the language link, Menu and Sign In keep one row. */}
          <span className="max-[379px]:sr-only">CalmPath</span>
        </Link>
        <div className="flex items-center gap-1 sm:gap-2">
          {/* At phone width the header keeps one row: the toggle moves into the menu. */}
          <div className="hidden sm:block">
            <CalmModeToggle />
          </div>
          <ul className="hidden items-center gap-2 md:flex">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={NAV_LINK}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <HeaderLanguageLink />
          <SiteMenu links={links} extra={<CalmModeToggle />} />
          {user ? (
            <Suspense fallback={<span className="inline-block h-9 w-16" />}>
              <AccountMenu />
            </Suspense>
          ) : (
            <Button
              variant="primary"
              size="sm"
              className="whitespace-nowrap"
              onClick={() => openAuthDialog('signin')}
              onPointerEnter={preloadAuthDialog}
              onFocus={preloadAuthDialog}
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
