import { HOME_SECTIONS_PAGE_MESSAGES } from '@common/messages/search';
import { Button, buttonClass } from '@web/components/ui/button';
import { ListChecks, type LucideIcon, ShieldCheck, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * Once a search has run, the hero shrinks to its title and the search box, so on a phone the
 * results start within the first screen (decision 024).
 */
export function HomeHero({
  searchSlot,
  compact = false,
}: {
  searchSlot: ReactNode;
  compact?: boolean;
}) {
  return (
    <section aria-labelledby="home-hero-title" className="border-b border-line bg-brand-50">
      <div
        className={
          compact
            ? 'mx-auto max-w-4xl px-4 py-5 text-center sm:py-8'
            : 'mx-auto max-w-4xl px-4 py-10 text-center sm:py-20'
        }
      >
        <h1
          id="home-hero-title"
          className={
            compact
              ? 'text-xl font-bold tracking-tight text-ink sm:text-3xl'
              : 'text-3xl font-bold tracking-tight text-ink sm:text-5xl'
          }
        >
          {HOME_SECTIONS_PAGE_MESSAGES.findSensoryFriendlyPlaces}
        </h1>
        {compact ? null : (
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-muted">
            {HOME_SECTIONS_PAGE_MESSAGES.doctorsDentistsBarbersDay}
          </p>
        )}
        {searchSlot ? (
          <div className={`mx-auto max-w-2xl text-left ${compact ? 'mt-4' : 'mt-8'}`}>
            {searchSlot}
          </div>
        ) : null}
      </div>
    </section>
  );
}

const PROMISES: { title: string; icon: LucideIcon; text: string }[] = [
  {
    title: HOME_SECTIONS_PAGE_MESSAGES.verifiedProviders,
    icon: ShieldCheck,
    text: HOME_SECTIONS_PAGE_MESSAGES.ourTeamChecksLicenses,
  },
  {
    title: HOME_SECTIONS_PAGE_MESSAGES.detailedSensoryProfiles,
    icon: ListChecks,
    text: HOME_SECTIONS_PAGE_MESSAGES.seeNoiseLevelLighting,
  },
  {
    title: HOME_SECTIONS_PAGE_MESSAGES.communityDriven,
    icon: Users,
    text: HOME_SECTIONS_PAGE_MESSAGES.reviewsComeFromCaregivers,
  },
];

export function WhySection() {
  return (
    <section aria-labelledby="why-title" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="why-title" className="text-center text-3xl font-semibold tracking-tight text-ink">
        {HOME_SECTIONS_PAGE_MESSAGES.whyFamiliesUseCalmpath}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-lg text-muted">
        {HOME_SECTIONS_PAGE_MESSAGES.planningAVisitIs}
      </p>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {PROMISES.map(({ title, icon: Icon, text }) => (
          <li key={title} className="rounded-2xl border border-line bg-surface p-6">
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-800">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-xl font-semibold text-ink">{title}</h3>
            <p className="mt-2 leading-7 text-muted">{text}</p>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-center">
        <Link
          to="/trust-and-safety"
          className="font-medium text-brand-800 underline underline-offset-4 hover:text-brand-700"
        >
          {HOME_SECTIONS_PAGE_MESSAGES.howOurTrustBadges}
        </Link>
      </p>
    </section>
  );
}

export function ClosingCallToAction({ onShareExperience }: { onShareExperience: () => void }) {
  return (
    <section aria-labelledby="closing-cta-title" className="mx-auto max-w-6xl px-4 pb-8">
      <div className="rounded-2xl border border-line bg-sand-100 px-6 py-12 text-center sm:px-12">
        <h2 id="closing-cta-title" className="text-3xl font-semibold tracking-tight text-ink">
          {HOME_SECTIONS_PAGE_MESSAGES.helpTheNextFamily}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg leading-8 text-muted">
          {HOME_SECTIONS_PAGE_MESSAGES.aFewWordsAbout}
        </p>
        <div className="mt-8 mx-auto flex max-w-sm flex-col justify-center gap-3 sm:max-w-none sm:flex-row">
          <Button size="lg" className="w-full sm:w-auto" onClick={onShareExperience}>
            {HOME_SECTIONS_PAGE_MESSAGES.shareYourExperience}
          </Button>
          <Link
            to="/provider-signup"
            className={buttonClass('secondary', 'lg', 'w-full sm:w-auto')}
          >
            {HOME_SECTIONS_PAGE_MESSAGES.listYourBusiness}
          </Link>
        </div>
      </div>
    </section>
  );
}
