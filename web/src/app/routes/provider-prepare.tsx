import { ALL_ACCOMMODATIONS } from '@common/catalog/accommodations';
import type { ProviderProfile, PublishedReview } from '@common/contracts/provider-profile';
import { locationWithZip } from '@common/domain/location-with-zip';
import { headsUpWords } from '@common/domain/profile-words';
import { accommodationLabel } from '@common/messages/catalog';
import { PROFILE_MESSAGES, PROVIDER_PREPARE_PAGE_MESSAGES } from '@common/messages/provider';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useProviderProfile } from '@web/features/provider-profile/api/get-provider-profile';
import { usePublishedReviews } from '@web/features/provider-profile/api/get-published-reviews';
import { BestTimeGrid } from '@web/features/provider-profile/components/best-time-grid';
import { EvidenceList } from '@web/features/provider-profile/components/evidence-list';
import { ListingSourceLine } from '@web/features/provider-profile/components/listing-origin';
import { ProviderNotFound } from '@web/features/provider-profile/components/provider-not-found';
import { StorySlot } from '@web/features/provider-profile/components/story-slot';
import { QuietHoursSection } from '@web/features/quiet-hours/components/quiet-hours-section';
import { usePageTitle } from '@web/lib/use-page-title';
import { Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { providerIdOf } from './provider-profile';

const GRADE_ORDER = { document_verified: 0, confirmed: 1, declared: 2 } as const;
const CATALOGUE = new Set<string>(ALL_ACCOMMODATIONS);
/** Quotes on the sheet: the most helpful and recent, chosen by the server (decision 039). */
const QUOTES = 3;

/** /providers/:id/prepare: a printable, plain-language visit-prep sheet (decision 027). */
export function ProviderPreparePage() {
  const id = providerIdOf(useParams().id);
  if (id === null) return <ProviderNotFound />;
  return <PrepareFor id={id} />;
}

function PrepareFor({ id }: { id: number }) {
  const query = useProviderProfile(id);
  /*
   * The quotes are asked for with the profile, and the sheet shows once both have answered (a
   * failed quotes request leaves the sheet without quotes): quotes arriving after the sheet
   * pushed everything below them down on a phone (layout-shift.spec.ts).
   */
  const reviews = usePublishedReviews(id, { sort: 'quotes', accommodation: null }, QUOTES);
  const p = query.data?.provider;
  usePageTitle(p ? PROFILE_MESSAGES.prepareTitle(p.name) : PROFILE_MESSAGES.notFoundTitle);
  if (query.isPending || (p && reviews.isPending)) return <Spinner />;
  if (!query.data || !p) return <ProviderNotFound />;
  return <Sheet profile={query.data} quotes={reviews.data?.pages[0]?.reviews ?? []} />;
}

function Sheet({
  profile,
  quotes,
}: {
  profile: ProviderProfile;
  quotes: readonly PublishedReview[];
}) {
  const p = profile.provider;
  const askFor = [...profile.evidence]
    .filter((e) => e.mismatchReports === 0 || e.grade !== 'declared')
    .sort((a, b) => GRADE_ORDER[a.grade] - GRADE_ORDER[b.grade])
    .map((e) => e.accommodation)
    .filter((a) => CATALOGUE.has(a));

  return (
    <article className="prepare-sheet mx-auto max-w-3xl px-4 py-10 text-lg leading-relaxed print:max-w-none print:px-0 print:py-0">
      <div className="mb-6 flex flex-wrap gap-3 print:hidden">
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" className="h-5 w-5" />
          {PROFILE_MESSAGES.printSheet}
        </Button>
        <Link
          to={`/providers/${p.id}`}
          className="inline-flex items-center font-semibold text-brand-800 underline underline-offset-4"
        >
          {PROFILE_MESSAGES.backToProfile}
        </Link>
      </div>
      <h1 className="text-3xl font-semibold sm:text-4xl">
        {PROFILE_MESSAGES.prepareTitle(p.name)}
      </h1>
      <p className="mt-2">{PROFILE_MESSAGES.prepareIntro}</p>
      <p className="mt-2 text-muted print:text-black">
        {p.category} · {locationWithZip(p.location, p.zip_code)}
      </p>
      {/* Decision 060: a printed sheet carries the registry and OpenStreetMap's credit too. */}
      <div className="mt-1">
        <ListingSourceLine listing={profile.listing} />
      </div>

      <div className="mt-8 grid grid-cols-1 gap-8">
        <section aria-labelledby="prepare-sounds">
          <h2 id="prepare-sounds" className="text-2xl font-semibold">
            {PROFILE_MESSAGES.prepareSounds}
          </h2>
          {quotes.length === 0 && profile.headsUp.length === 0 ? (
            <p className="mt-2">{PROFILE_MESSAGES.prepareSoundsNone}</p>
          ) : null}
          {profile.headsUp.length > 0 ? (
            <ul className="mt-2 list-disc pl-6 print:columns-2 print:gap-x-[18pt]">
              {profile.headsUp.map((h) => (
                <li key={h.trigger}>{headsUpWords(h.trigger, h.count)}.</li>
              ))}
            </ul>
          ) : null}
          {quotes.length > 0 ? (
            <ul className="mt-3 flex flex-col gap-3">
              {quotes.map((r) => (
                <li key={r.id}>
                  <blockquote className="border-l-4 border-line pl-4">
                    <p lang={r.lang ?? undefined}>“{r.reviewText}”</p>
                    <footer className="text-muted print:text-black">{r.displayName}</footer>
                  </blockquote>
                </li>
              ))}
            </ul>
          ) : null}
        </section>

        <EvidenceList evidence={profile.evidence} />
        <BestTimeGrid grid={profile.visitGrid} compact />
        <QuietHoursSection providerId={p.id} />
        <StorySlot providerId={p.id} variant="print" />

        <section aria-labelledby="prepare-ask">
          <h2 id="prepare-ask" className="text-2xl font-semibold">
            {PROFILE_MESSAGES.prepareAsk}
          </h2>
          {askFor.length === 0 ? (
            <p className="mt-2">{PROFILE_MESSAGES.prepareAskNone}</p>
          ) : (
            <ul className="mt-2 list-disc pl-6">
              {askFor.map((a) => (
                <li key={a}>{PROFILE_MESSAGES.prepareAskItem(accommodationLabel(a))}</li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="prepare-contact">
          <h2 id="prepare-contact" className="text-2xl font-semibold">
            {PROFILE_MESSAGES.contact}
          </h2>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-semibold">{PROVIDER_PREPARE_PAGE_MESSAGES.address}</dt>
            <dd>{locationWithZip(p.location, p.zip_code)}</dd>
            {p.contact_phone ? (
              <>
                <dt className="font-semibold">{PROVIDER_PREPARE_PAGE_MESSAGES.phone}</dt>
                <dd>{p.contact_phone}</dd>
              </>
            ) : null}
            {p.contact_email ? (
              <>
                <dt className="font-semibold">{PROVIDER_PREPARE_PAGE_MESSAGES.email}</dt>
                <dd className="wrap-anywhere">{p.contact_email}</dd>
              </>
            ) : null}
            {p.website ? (
              <>
                <dt className="font-semibold">{PROVIDER_PREPARE_PAGE_MESSAGES.website}</dt>
                <dd className="break-all">{p.website}</dd>
              </>
            ) : null}
            <dt className="font-semibold">{PROFILE_MESSAGES.hours}</dt>
            <dd
              className="whitespace-pre-line"
              lang={p.business_hours?.trim() ? (p.business_hours_lang ?? undefined) : undefined}
            >
              {p.business_hours?.trim() || PROFILE_MESSAGES.hoursUnknown}
            </dd>
          </dl>
        </section>
      </div>
    </article>
  );
}
