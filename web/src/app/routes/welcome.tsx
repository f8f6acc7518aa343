import { ZIP_PATTERN } from '@common/catalog/search-places';
import { ONBOARDING_MESSAGES } from '@common/messages/auth';
import { WELCOME_PAGE_MESSAGES } from '@common/messages/business';
import { buttonClass } from '@web/components/ui/button';
import { useAuth } from '@web/features/auth/auth-provider';
import { usePageTitle } from '@web/lib/use-page-title';
import { Link } from 'react-router';

export function WelcomePage() {
  usePageTitle(WELCOME_PAGE_MESSAGES.youAreAllSet);
  const { user, profile } = useAuth();
  /* Explore starts near the ZIP saved in onboarding (decision 043); without one, the home page. */
  const zip = profile?.zipCode?.trim().slice(0, 5);
  const explore = zip && ZIP_PATTERN.test(zip) ? `/?${new URLSearchParams({ near: zip })}` : '/';
  const name = user?.fullName?.split(' ')[0];
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-3xl font-semibold">
        {name ? WELCOME_PAGE_MESSAGES.youReAllSet(name) : WELCOME_PAGE_MESSAGES.youReAllSet2}
      </h1>
      <p className="mt-3 text-lg text-muted">{WELCOME_PAGE_MESSAGES.shareWhatAVisit}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/review" className={buttonClass('primary', 'lg')}>
          {ONBOARDING_MESSAGES.leaveReview}
        </Link>
        <Link to={explore} className={buttonClass('secondary', 'lg')}>
          {ONBOARDING_MESSAGES.exploreProviders}
        </Link>
      </div>
    </section>
  );
}
