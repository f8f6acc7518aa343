import { LISTING_ORIGIN_MESSAGES, OPEN_DATA_URL } from '@common/messages/provider';
import { buttonClass } from '@web/components/ui/button';
import { pageLocale } from '@web/lib/i18n/apply-locale';
import { usePageTitle } from '@web/lib/use-page-title';
import {
  CalendarClock,
  Check,
  Circle,
  Handshake,
  HeartHandshake,
  type LucideIcon,
  Megaphone,
  Puzzle,
  ShieldCheck,
  Sun,
  Users,
  Volume2,
} from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';

/* The Spanish text, its own file and chunk: an English page never downloads it (decision 062). */
const TrustAndSafetyPageEs = lazy(() =>
  import('./trust-and-safety.es').then((m) => ({ default: m.TrustAndSafetyPageEs })),
);

const LINK = 'font-medium text-brand-800 underline underline-offset-4 hover:text-brand-700';
const LIST = 'list-disc space-y-2 pl-6 marker:text-brand-700';
const H3 = 'pt-2 text-lg font-semibold text-ink';
const CONTACT_EMAIL = 'support@calmpath.example';

type Badge = { name: string; icon: LucideIcon; paid?: boolean; body: ReactNode };

const PROVIDER_BADGES: Badge[] = [
  {
    name: 'Verified Provider',
    icon: ShieldCheck,
    body: (
      <p>
        Our team has checked the business’s documents: a state professional license, a business
        registration or EIN letter, or accreditation from a recognised body.
      </p>
    ),
  },
  {
    name: 'Community Verified',
    icon: Users,
    body: (
      <p>
        Families vouch for this business: it has at least 3 approved reviews from different users,
        and at least 2 of them are verified reviews.
      </p>
    ),
  },
  {
    name: 'Trusted Ally',
    icon: HeartHandshake,
    body: (
      <p>
        The business lists at least 4 accommodations from at least 2 categories, and reviewers have
        confirmed at least 2 of them.
      </p>
    ),
  },
  {
    name: 'Premium and Enhanced',
    icon: Megaphone,
    paid: true,
    body: (
      <p>
        Paid promotion. These listings appear higher in search results.{' '}
        <strong>They say nothing about quality</strong> and never change reviews, ratings or
        verification.
      </p>
    ),
  },
];

type ExampleRow = { accommodation: string; category: string; confirmed: boolean };

const EXAMPLE_ROWS: ExampleRow[] = [
  { accommodation: 'Quiet Waiting Area', category: 'Environment & Atmosphere', confirmed: true },
  {
    accommodation: 'Dim or Adjustable Lighting',
    category: 'Environment & Atmosphere',
    confirmed: true,
  },
  {
    accommodation: 'Sensory-Friendly Hours',
    category: 'Environment & Atmosphere',
    confirmed: false,
  },
  {
    accommodation: 'Weighted Blankets / Lap Pads',
    category: 'Tools & Support Items',
    confirmed: true,
  },
  {
    accommodation: 'Visual Schedules or Social Stories',
    category: 'Communication & Flexibility',
    confirmed: true,
  },
];

const SENSORY_PRIORITIES: { name: string; icon: LucideIcon; text: string }[] = [
  {
    name: 'Noise level',
    icon: Volume2,
    text: 'How loud it is, whether there is a quiet place to wait, and whether equipment is noisy.',
  },
  {
    name: 'Lighting',
    icon: Sun,
    text: 'Whether lights are bright or fluorescent, and whether they can be dimmed or adjusted.',
  },
  {
    name: 'Staff flexibility',
    icon: Handshake,
    text: 'Whether staff adapt to the person: longer appointments, breaks, and clear, patient communication.',
  },
  {
    name: 'Sensory tools',
    icon: Puzzle,
    text: 'Whether weighted blankets, fidget toys, eye shields or other comfort items are offered.',
  },
  {
    name: 'Predictable transitions',
    icon: CalendarClock,
    text: 'Whether visual schedules, previews of the space and step-by-step instructions help people know what comes next.',
  },
];

const SECTIONS = [
  { id: 'provider-badges', title: 'Provider trust badges' },
  { id: 'accommodation-example', title: 'How accommodations are confirmed: an example' },
  { id: 'reviewer-trust', title: 'Reviewer trust' },
  { id: 'sensory-priorities', title: 'Sensory priorities' },
  { id: 'commitments', title: 'Our commitments' },
  { id: 'get-verified', title: 'How to get verified' },
  { id: 'report', title: 'Report a concern' },
] as const;

type SectionId = (typeof SECTIONS)[number]['id'];

function Section({ id, children }: { id: SectionId; children: ReactNode }) {
  const title = SECTIONS.find((s) => s.id === id)?.title;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mt-14 scroll-mt-6">
      <h2 id={`${id}-title`} className="text-2xl font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-4 space-y-4 leading-7 text-ink">{children}</div>
    </section>
  );
}

export function TrustAndSafetyPage() {
  if (pageLocale() === 'es')
    return (
      <Suspense fallback={null}>
        <TrustAndSafetyPageEs />
      </Suspense>
    );
  return <TrustAndSafetyEnglish />;
}

function TrustAndSafetyEnglish() {
  usePageTitle('Trust & Safety');
  const confirmed = EXAMPLE_ROWS.filter((r) => r.confirmed).length;
  const categories = new Set(EXAMPLE_ROWS.map((r) => r.category)).size;
  const matchPercent = Math.round((confirmed / EXAMPLE_ROWS.length) * 100);

  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <header className="border-b border-line pb-8">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          Trust &amp; Safety
        </h1>
        <p className="mt-6 text-lg leading-8 text-ink">
          Families rely on CalmPath to plan visits that feel safe and predictable. This page
          explains what our badges mean, how reviews are checked, and what we promise in return.
        </p>
      </header>

      <nav
        aria-labelledby="trust-toc"
        className="mt-8 rounded-xl border border-line bg-surface p-6"
      >
        <p id="trust-toc" className="font-semibold text-ink">
          On this page
        </p>
        <ul className="mt-3 space-y-1.5">
          {SECTIONS.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className={LINK}>
                {s.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <Section id="provider-badges">
        <p>
          Badges on a listing tell you why you can trust what it says. Each one has a clear rule,
          and none of them can be bought.
        </p>
        <ul className="grid gap-4 sm:grid-cols-2">
          {PROVIDER_BADGES.map(({ name, icon: Icon, paid, body }) => (
            <li key={name} className="rounded-xl border border-line bg-surface p-5">
              <h3 className="flex items-center gap-2 text-lg font-semibold text-ink">
                <span
                  className={
                    paid
                      ? 'inline-flex size-9 items-center justify-center rounded-full bg-sand-100 text-ink'
                      : 'inline-flex size-9 items-center justify-center rounded-full bg-brand-50 text-brand-800'
                  }
                >
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                {name}
              </h3>
              <div className="mt-3 text-muted">{body}</div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="accommodation-example">
        <p>
          Businesses choose the accommodations they offer from our catalogue. When families review a
          visit, they tick the accommodations they actually found. Here is how that looks for an
          imaginary dental practice.
        </p>
        <div className="overflow-hidden rounded-xl border border-line bg-surface">
          <table className="w-full text-left">
            <caption className="px-3 pt-4 sm:px-5 text-left font-semibold text-ink">
              Example: Willow Creek Family Dental
            </caption>
            <thead>
              <tr className="border-b border-line text-sm text-muted">
                <th scope="col" className="px-3 py-3 sm:px-5 font-semibold">
                  Listed accommodation
                </th>
                <th scope="col" className="hidden px-3 py-3 sm:px-5 font-semibold sm:table-cell">
                  Category
                </th>
                <th scope="col" className="px-3 py-3 sm:px-5 font-semibold">
                  Reviewers
                </th>
              </tr>
            </thead>
            <tbody>
              {EXAMPLE_ROWS.map((r) => (
                <tr key={r.accommodation} className="border-b border-line last:border-b-0">
                  <th scope="row" className="px-3 py-3 sm:px-5 font-medium">
                    {r.accommodation}
                    {/* On narrow screens the category column is hidden, so it is shown here. */}
                    <span className="block text-sm font-normal text-muted sm:hidden">
                      {r.category}
                    </span>
                  </th>
                  <td className="hidden px-3 py-3 sm:px-5 text-muted sm:table-cell">
                    {r.category}
                  </td>
                  <td className="px-3 py-3 sm:px-5">
                    {r.confirmed ? (
                      <span className="inline-flex items-center gap-1.5 font-medium text-brand-800">
                        <Check aria-hidden="true" className="size-4" />
                        Confirmed
                      </span>
                    ) : (
                      <span className="inline-flex items-center gap-1.5 text-muted">
                        <Circle aria-hidden="true" className="size-4" />
                        Not yet confirmed
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>What this tells a family:</p>
        <ul className={LIST}>
          <li>
            <strong>{matchPercent}% match.</strong> Reviewers confirmed {confirmed} of the{' '}
            {EXAMPLE_ROWS.length} listed accommodations. The match is the number of accommodations
            confirmed by reviewers divided by the number listed.
          </li>
          <li>
            <strong>Trusted Ally.</strong> The practice lists {EXAMPLE_ROWS.length} accommodations
            (at least 4 needed) from {categories} categories (at least 2 needed), and {confirmed}{' '}
            are confirmed (at least 2 needed), so it earns the badge.
          </li>
          <li>
            <strong>Room to grow.</strong> No one has confirmed Sensory-Friendly Hours yet. It stays
            on the listing, but it does not count towards the match until a reviewer confirms it.
          </li>
        </ul>
      </Section>

      <Section id="reviewer-trust">
        <p>
          Every review is checked by our moderators before it is published. When writing a review,
          people can confirm “I verify that I personally experienced these accommodations.” A review
          with that confirmation is a verified review. Attaching proof of a visit is optional and
          stays private.
        </p>
        <h3 className={H3}>Verified Reviewer badge</h3>
        <p>
          Reviewers earn the Verified Reviewer badge once they have at least 3 approved reviews and
          at least 1 verified approved review. It shows a history of careful, first-hand reviews.
        </p>
        <h3 className={H3}>Practitioner highlights</h3>
        <p>
          Reviews may mention a practitioner who made a visit easier. We highlight a practitioner’s
          name publicly only from verified reviews rated 4 stars or more, and only after our team
          approves it.
        </p>
      </Section>

      <Section id="sensory-priorities">
        <p>
          Reviews on CalmPath focus on the five things families tell us matter most for a
          comfortable visit.
        </p>
        <ul className="grid gap-4 sm:grid-cols-2">
          {SENSORY_PRIORITIES.map(({ name, icon: Icon, text }) => (
            <li
              key={name}
              className="flex gap-4 rounded-xl border border-line bg-surface p-5 sm:last:col-span-2"
            >
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold text-ink">{name}</h3>
                <p className="mt-1 text-muted">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="commitments">
        <ul className={LIST}>
          <li>
            <strong>We never censor by opinion.</strong> An honest review stays up, even when it is
            negative or the business disagrees with it.
          </li>
          <li>
            <strong>We moderate for abuse, spam and misleading information.</strong> Reviews that
            harass people, advertise, or misrepresent a visit are rejected or removed.
          </li>
          <li>
            <strong>Every decision is recorded.</strong> Each moderation and verification action is
            logged with who made it and why.
          </li>
          <li>
            <strong>Trust is not for sale.</strong> Paid promotion never earns a badge and never
            changes a review or a rating.
          </li>
          {/* Decision 060: imported places, and the open data OpenStreetMap's licence asks for. */}
          <li>
            <strong>{LISTING_ORIGIN_MESSAGES.trustImportedTitle}</strong>{' '}
            {LISTING_ORIGIN_MESSAGES.trustImportedBody}{' '}
            <a href={OPEN_DATA_URL} className={LINK} download>
              {LISTING_ORIGIN_MESSAGES.openDataLink}
            </a>
            .
          </li>
          <li>
            <strong>Documents stay private.</strong> Verification documents are seen only by our
            moderators, through links that expire within minutes. See our{' '}
            <Link to="/privacy" className={LINK}>
              Privacy Policy
            </Link>
            .
          </li>
        </ul>
      </Section>

      <Section id="get-verified">
        <p>The Verified Provider badge shows families that we have checked who you are.</p>
        <ol className="list-decimal space-y-2 pl-6 marker:font-semibold marker:text-brand-800">
          <li>
            Apply to be listed with{' '}
            <Link to="/provider-signup" className={LINK}>
              List Your Business
            </Link>
            .
          </li>
          <li>
            Upload one of the accepted documents below as a PDF, JPG or PNG file of up to 5 MB.
          </li>
          <li>
            Our team reviews it, usually within 2-3 business days, and may ask you for more
            information by email.
          </li>
          <li>
            Once approved, your listing shows the Verified Provider badge and we email you a link to
            set up your business account.
          </li>
        </ol>
        <h3 className={H3}>Accepted documents</h3>
        <ul className={LIST}>
          <li>a state professional license;</li>
          <li>a business registration or EIN letter;</li>
          <li>accreditation from a recognised body.</li>
        </ul>
        <h3 className={H3}>No license for your profession? Community Verified</h3>
        <p>
          Some professions, such as birthday entertainers, camp counselors and art or music
          programs, have no state license. These businesses can earn trust through the Community
          Verified pathway instead: once the business has at least 3 approved reviews from different
          users, with at least 2 of them verified, it shows the Community Verified badge.
        </p>
        <p>
          <Link to="/provider-signup" className={buttonClass('primary', 'md', 'mt-2')}>
            List Your Business
          </Link>
        </p>
      </Section>

      <Section id="report">
        <p>
          If you see a review or listing that seems abusive, spam or misleading, or you have a
          safety concern, write to us at{' '}
          <a href={`mailto:${CONTACT_EMAIL}`} className={LINK}>
            {CONTACT_EMAIL}
          </a>
          . Please include the business name and what worries you. Read more in our{' '}
          <Link to="/terms" className={LINK}>
            Terms of Service
          </Link>
          .
        </p>
      </Section>
    </article>
  );
}
