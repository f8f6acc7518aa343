import { eq } from 'drizzle-orm';
import { ALL_ACCOMMODATIONS } from '../../../common/catalog/accommodations';
import {
  type BusinessProvider,
  businessProfileProblems,
  type UpdateBusinessProfileBody,
} from '../../../common/contracts/business';
import { formatAccommodationsText } from '../../../common/domain/accommodations-text';
import { joinValidationErrors } from '../../../common/messages/shared';
import { DEFAULT_LOCATION } from '../../../common/messages/suggest';
import type { Db } from '../../db/client';
import { providers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../plugins/auth';
import { recordAccommodationChanges } from '../follow-changes/accommodation-changes';
import { requireManagedProvider, toBusinessProvider } from './business-providers';

/**
 * The Profile tab (decision 019): the business admin edits its own listing's contact details,
 * hours, description and declared accommodations. Name, category and contact e-mail stay as the
 * team verified them. A change to the accommodations stamps accommodations_declared_at ('declared
 * by the business'); review-derived columns are never written here.
 */
export async function updateBusinessProfile(
  db: Db,
  user: SessionUser,
  providerId: number,
  body: UpdateBusinessProfileBody,
  now = new Date(),
): Promise<BusinessProvider> {
  const problems = businessProfileProblems(body);
  const [first] = problems;
  if (first) {
    throw AppError.badRequest(
      'INVALID_PROFILE',
      joinValidationErrors(problems.map((p) => p.message)),
      {
        field: first.field,
        problems,
      },
    );
  }
  await requireManagedProvider(db, user, providerId);
  /* Catalogue order, whatever order the boxes were ticked in. */
  const items = ALL_ACCOMMODATIONS.filter((item) => body.accommodations.includes(item));
  const accommodations = formatAccommodationsText(items, body.customAccommodation);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ accommodations: providers.accommodations })
      .from(providers)
      .where(eq(providers.id, providerId))
      .for('update');
    const declared = current?.accommodations !== accommodations;
    const [row] = await tx
      .update(providers)
      .set({
        contact_phone: body.phone || null,
        website: body.website || null,
        location: body.location || DEFAULT_LOCATION,
        zip_code: body.zipCode,
        business_hours: body.businessHours || null,
        description: body.description || null,
        accommodations,
        ...(declared ? { accommodations_declared_at: now } : {}),
      })
      .where(eq(providers.id, providerId))
      .returning();
    if (!row) throw AppError.notFound('Provider not found.', 'PROVIDER_NOT_FOUND');
    /* Followers of the place hear of an accommodation added or removed (decision 072). */
    if (declared)
      await recordAccommodationChanges(tx, providerId, current?.accommodations, accommodations);
    return toBusinessProvider(row);
  });
}
