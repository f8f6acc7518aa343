import { asc, eq } from 'drizzle-orm';
import {
  BUSINESS_DASHBOARD_ERRORS,
  type BusinessProvider,
} from '../../../common/contracts/business';
import { parseAccommodationsText } from '../../../common/domain/accommodations-text';
import type { Db, DbOrTx } from '../../db/client';
import { providers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hasRole, type SessionUser } from '../../plugins/auth';

type ProviderRow = typeof providers.$inferSelect;

/**
 * The providers a business admin manages (spec §6 "Find own provider"): those whose
 * business_admin_user_id is the user. The spec's second rule, any provider whose contact e-mail
 * is the user's, is not followed: anyone can type that address into an application, so a listing
 * is linked only with the account holder's consent (decision 037). Several rows are possible (a
 * chain, or an owner of two businesses).
 */
export async function managedProviderRows(db: DbOrTx, user: SessionUser): Promise<ProviderRow[]> {
  return db
    .select()
    .from(providers)
    .where(eq(providers.business_admin_user_id, user.id))
    .orderBy(asc(providers.id));
}

/** 403 'Access Denied' for anyone without the business_admin role (admins included). */
export async function requireBusinessAdmin(db: Db, user: SessionUser) {
  if (!(await hasRole(db, user.id, 'business_admin'))) {
    throw AppError.forbidden(BUSINESS_DASHBOARD_ERRORS.NOT_BUSINESS_ADMIN, 'NOT_BUSINESS_ADMIN');
  }
}

/** The provider row, if the user is its business admin; 403 otherwise (also for unknown ids). */
export async function requireManagedProvider(
  db: Db,
  user: SessionUser,
  providerId: number,
): Promise<ProviderRow> {
  await requireBusinessAdmin(db, user);
  const row = (await managedProviderRows(db, user)).find((p) => p.id === providerId);
  if (!row)
    throw AppError.forbidden(BUSINESS_DASHBOARD_ERRORS.NOT_YOUR_PROVIDER, 'NOT_YOUR_PROVIDER');
  return row;
}

export function toBusinessProvider(row: ProviderRow): BusinessProvider {
  const accommodations = parseAccommodationsText(row.accommodations);
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    location: row.location,
    zipCode: row.zip_code,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    website: row.website,
    businessHours: row.business_hours,
    description: row.description,
    accommodations: accommodations.items,
    customAccommodation: accommodations.custom,
    accommodationsDeclaredAt: row.accommodations_declared_at?.toISOString() ?? null,
    accommodationStatus: row.accommodation_status,
    verificationStatus: row.verification_status,
    verificationNotes: row.verification_notes,
    hasDocument: Boolean(row.verification_document_url),
    averageRating: row.average_rating,
    totalReviewCount: row.total_review_count,
    verifiedPercentage: row.verified_percentage,
  };
}
