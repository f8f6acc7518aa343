import { eq } from 'drizzle-orm';
import type { ProviderProfile } from '../../../common/contracts/provider-profile';
import { matchNeeds } from '../../../common/domain/needs-match';
import type { Db } from '../../db/client';
import { provider_profile_stats, providers } from '../../db/schema/index';
import { writtenLanguage } from '../../lib/written-language';
import { rolesOf } from '../../plugins/auth';
import { documentVerifiedItems } from '../providers/profile-stats';
import { type CardRow, cardColumns, toCard } from '../providers/provider-cards';
import { readProfileStats } from './read-profile-stats';

export type ProfileViewer = { id: string } | null;

const profileColumns = {
  ...cardColumns,
  business_hours: providers.business_hours,
  rating_count: providers.rating_count,
  description: providers.description,
  business_admin_user_id: providers.business_admin_user_id,
  verification_status: providers.verification_status,
  document_verified_accommodations: providers.document_verified_accommodations,
  source: providers.source,
  source_date: providers.source_date,
  coordinates_approximate: providers.coordinates_approximate,
  registry_status: providers.registry_status,
  submitted_by_user_id: providers.submitted_by_user_id,
  stats_evidence: provider_profile_stats.evidence,
  stats_heads_up: provider_profile_stats.heads_up,
  stats_visit_grid: provider_profile_stats.visit_grid,
  stats_visit_count: provider_profile_stats.visit_count,
};

type Access = 'public' | 'preview' | 'hidden';

/**
 * Who may see a provider's page. A verified listing is public. Pending (not reviewed yet, hidden
 * from search and the review picker by the spec) and rejected listings are seen only by their own
 * business admin and by admins and moderators; for everyone else the page does not exist (404).
 */
export async function profileAccess(
  db: Db,
  row: { accommodation_status: string; business_admin_user_id: string | null },
  viewer: ProfileViewer,
): Promise<Access> {
  if (row.accommodation_status === 'verified') return 'public';
  if (!viewer) return 'hidden';
  if (row.business_admin_user_id === viewer.id) return 'preview';
  const roles = await rolesOf(db, viewer.id);
  return roles.includes('admin') || roles.includes('moderator') ? 'preview' : 'hidden';
}

/**
 * A listing may be claimed (decision 060) when it is listed, still in its registry, no business
 * account runs it and no claim is waiting (a claim records its signed-in claimant).
 */
export const isClaimable = (row: {
  accommodation_status: string;
  registry_status: string | null;
  business_admin_user_id: string | null;
  submitted_by_user_id: string | null;
}) =>
  row.accommodation_status === 'verified' &&
  row.registry_status !== 'retired' &&
  row.business_admin_user_id === null &&
  row.submitted_by_user_id === null;

/** Only a verified provider is public (the page, its reviews, the head tags, the sitemap). */
export const isPublicListing = (status: string) => status === 'verified';

/**
 * The profile page's data in one indexed read (provider by key, its stored profile stats by
 * key), or null when it does not exist or the viewer may not see it. With the signed-in member's
 * saved needs, it says how the provider meets them (decision 031): met when declared, confirmed
 * when families confirmed it (left out when the provider has no stored stats: not known).
 */
export async function getProviderProfile(
  db: Db,
  id: number,
  viewer: ProfileViewer,
  needs: readonly string[] = [],
): Promise<ProviderProfile | null> {
  const [row] = await db
    .select(profileColumns)
    .from(providers)
    .leftJoin(provider_profile_stats, eq(provider_profile_stats.provider_id, providers.id))
    .where(eq(providers.id, id));
  if (!row) return null;
  const access = await profileAccess(db, row, viewer);
  if (access === 'hidden') return null;
  const card = toCard(row as CardRow);
  const stats = readProfileStats(
    card.accommodations,
    row.stats_visit_count === null
      ? null
      : {
          evidence: row.stats_evidence,
          heads_up: row.stats_heads_up,
          visit_grid: row.stats_visit_grid,
          visit_count: row.stats_visit_count,
        },
    documentVerifiedItems(row),
  );
  const match = matchNeeds(needs, {
    accommodations: card.accommodations,
    confirmations:
      row.stats_visit_count === null
        ? null
        : Object.fromEntries(stats.evidence.map((e) => [e.accommodation, e.confirmations])),
  });
  return {
    provider: {
      ...card,
      business_hours: row.business_hours,
      business_hours_lang: writtenLanguage(row.business_hours),
      description: row.description,
      description_lang: writtenLanguage(row.description),
      rating_count: row.rating_count,
    },
    visibility: access,
    listing: {
      source: row.source,
      sourceDate: row.source_date,
      /* Every point without a registry's own coordinates is a ZIP code's centre. */
      approximateLocation: row.source === null || row.coordinates_approximate,
      claimable: isClaimable(row),
      teamVerified: row.verification_status === 'verified',
    },
    ...stats,
    ...(match
      ? { needsMatch: { met: match.met, total: match.total, confirmed: match.confirmed } }
      : {}),
  };
}
