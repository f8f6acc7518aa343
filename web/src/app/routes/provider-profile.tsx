import { ALL_ACCOMMODATIONS } from '@common/catalog/accommodations';
import { categoryLabel } from '@common/messages/catalog';
import { PROFILE_MESSAGES, PROVIDER_PROFILE_PAGE_MESSAGES } from '@common/messages/provider';
import { Spinner } from '@web/components/ui/spinner';
import { SendNeedsCardSlot } from '@web/features/needs-card-sends/components/send-needs-card-slot';
import { useProviderProfile } from '@web/features/provider-profile/api/get-provider-profile';
import { BestTimeGrid } from '@web/features/provider-profile/components/best-time-grid';
import { EvidenceList } from '@web/features/provider-profile/components/evidence-list';
import { HeadsUpList } from '@web/features/provider-profile/components/heads-up-list';
import { MatchScoreSection } from '@web/features/provider-profile/components/match-score-section';
import { ProfileHeader } from '@web/features/provider-profile/components/profile-header';
import { ProviderNotFound } from '@web/features/provider-profile/components/provider-not-found';
import { PublishedReviews } from '@web/features/provider-profile/components/published-reviews';
import { StorySlot } from '@web/features/provider-profile/components/story-slot';
import { useQuietHours } from '@web/features/quiet-hours/api/get-quiet-hours';
import { QuietHoursSection } from '@web/features/quiet-hours/components/quiet-hours-section';
import { usePublicTrainings } from '@web/features/staff-training/api/public-trainings';
import { StaffTrainingBadges } from '@web/features/staff-training/components/staff-training-badges';
import { useProviderContact } from '@web/features/visit-messages/api/provider-contact';
import { AskBusiness } from '@web/features/visit-messages/components/ask-business';
import { usePageTitle } from '@web/lib/use-page-title';
import { useParams } from 'react-router';

const CATALOGUE = new Set<string>(ALL_ACCOMMODATIONS);

export const providerIdOf = (raw: string | undefined) => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

/** /providers/:id: everything a family needs to decide on one business (decision 027). */
export function ProviderProfilePage() {
  const id = providerIdOf(useParams().id);
  if (id === null) return <ProviderNotFound />;
  return <ProfileFor id={id} />;
}

function ProfileFor({ id }: { id: number }) {
  const query = useProviderProfile(id);
  /*
   * The page's own sections with answers of their own (contact and messaging, quiet hours, staff
   * training; decisions 068, 069, 071) are asked for beside the profile and the page waits for all
   * of them, so none of them pushes the page down when it arrives (decision 022's layout shift).
   */
  const contact = useProviderContact(id);
  const quietHours = useQuietHours(id);
  const trainings = usePublicTrainings(id);
  const p = query.data?.provider;
  usePageTitle(
    p
      ? PROVIDER_PROFILE_PAGE_MESSAGES.in(p.name, categoryLabel(p.category), p.location)
      : PROFILE_MESSAGES.notFoundTitle,
  );
  if (query.isPending || contact.isPending || quietHours.isPending || trainings.isPending) {
    return <Spinner />;
  }
  if (!query.data || !p) return <ProviderNotFound />;
  const profile = query.data;

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <ProfileHeader profile={profile} />
      <AskBusiness providerId={p.id} providerName={p.name} />
      <div className="mt-10 grid grid-cols-1 gap-10">
        {p.description ? (
          <section aria-labelledby="profile-about">
            <h2 id="profile-about" className="text-2xl font-semibold">
              {PROFILE_MESSAGES.about}
            </h2>
            <p
              className="mt-3 whitespace-pre-line text-lg leading-relaxed"
              lang={p.description_lang ?? undefined}
            >
              {p.description}
            </p>
          </section>
        ) : null}
        <section aria-labelledby="profile-hours">
          <h2 id="profile-hours" className="text-2xl font-semibold">
            {PROFILE_MESSAGES.hours}
          </h2>
          <p
            className="mt-3 whitespace-pre-line text-lg"
            lang={p.business_hours?.trim() ? (p.business_hours_lang ?? undefined) : undefined}
          >
            {p.business_hours?.trim() || PROFILE_MESSAGES.hoursUnknown}
          </p>
          <QuietHoursSection providerId={p.id} />
        </section>
        <StaffTrainingBadges providerId={p.id} />
        <MatchScoreSection profile={profile} />
        <EvidenceList evidence={profile.evidence} />
        <HeadsUpList headsUp={profile.headsUp} />
        <BestTimeGrid grid={profile.visitGrid} />
        <SendNeedsCardSlot providerId={p.id} providerName={p.name} />
        <StorySlot providerId={p.id} />
        <PublishedReviews
          providerId={p.id}
          accommodations={p.accommodations.filter((a) => CATALOGUE.has(a))}
        />
      </div>
    </div>
  );
}
