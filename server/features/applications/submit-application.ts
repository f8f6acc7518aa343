import { eq, sql } from 'drizzle-orm';
import { ALL_ACCOMMODATIONS } from '../../../common/catalog/accommodations';
import {
  CLAIM_SIGN_IN_MESSAGE,
  DUPLICATE_APPLICATION_MESSAGE,
  isOtherCategory,
  LISTING_ALREADY_CLAIMED_MESSAGE,
  LISTING_NOT_FOUND_MESSAGE,
  LISTING_RETIRED_MESSAGE,
  type ProviderApplicationSubmission,
  type SubmitApplicationResponse,
} from '../../../common/contracts/applications';
import { formatAccommodationsText } from '../../../common/domain/accommodations-text';
import { normalizeProviderName } from '../../../common/domain/provider-name';
import { splitUsZip } from '../../../common/domain/us-address';
import { DEFAULT_LOCATION } from '../../../common/messages/suggest';
import type { Db, Tx } from '../../db/client';
import { providers, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../plugins/auth';
import { enqueueMail } from '../outbox/enqueue-mail';
import { isClaimable } from '../provider-profile/get-provider-profile';
import { createToken, tokenLinkPath } from '../tokens/tokens';
import { applicationReceivedMail } from './application-received-mail';
import { listingConsentMail } from './listing-consent-mail';

/*
 * Applications for one e-mail address are serialised by a transaction-scoped advisory lock, so
 * two submits of the same form (a double click, two tabs) cannot both pass the duplicate check.
 * The first key names this use of advisory locks; the second is a hash of the address.
 */
const APPLICATION_LOCK_CLASS = 1_000_010;

/**
 * Stores an application as the spec's call table lists it (provider-admin-side.md §7 "Submit
 * application"): a provider with accommodation_status 'pending' (search hides it until the team
 * approves it) and verification_status always 'unverified', linked to the signed-in applicant if
 * there is one, and queues the receipt e-mail in the same transaction. The same e-mail address
 * applying again for a business of the same name gets 409 instead of a second row.
 *
 * A listing reaches a business dashboard only with its account holder's consent (decision 037):
 * a signed-in applicant whose confirmed address is the contact e-mail is its business admin at
 * once (they asked); when the address belongs to another account, that account is sent a one-time
 * link (the business signup link, which only that signed-in account can redeem) and nothing is
 * linked until it is used.
 */
export async function submitApplication(
  db: Db,
  application: ProviderApplicationSubmission,
  applicant: Pick<SessionUser, 'id' | 'email' | 'emailVerified'> | null,
  siteUrl: string,
  claimProviderId?: number,
): Promise<SubmitApplicationResponse> {
  if (claimProviderId !== undefined && !applicant) {
    throw new AppError(401, 'SIGN_IN_TO_CLAIM', CLAIM_SIGN_IN_MESSAGE);
  }
  const email = application.email;
  const applicantUserId = applicant?.id ?? null;
  const ownAddress =
    applicant?.emailVerified === true &&
    applicant.email.trim().toLowerCase() === email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(${APPLICATION_LOCK_CLASS}::int4, hashtext(lower(${email})))`,
    );
    const id =
      claimProviderId === undefined
        ? await insertApplication(tx, application, applicantUserId, ownAddress)
        : await claimListing(tx, claimProviderId, application, applicantUserId, ownAddress);

    /* The receipt, like every later mail about it, in the application's language (decision 066). */
    const locale = application.locale ?? 'en';
    await enqueueMail(tx, {
      ...applicationReceivedMail(id, locale),
      to: email,
      targetType: 'provider',
      targetId: id,
    });
    if (!ownAddress) {
      const [holder] = await tx
        .select({ id: users.id, locale: users.locale })
        .from(users)
        /* Better Auth stores addresses in lower case, so the unique index answers this. */
        .where(eq(users.email, email.trim().toLowerCase()));
      if (holder) {
        const token = await createToken(tx, 'signup', id, applicantUserId);
        await enqueueMail(tx, {
          /* It asks the account holder, in the account's language (decision 066). */
          ...listingConsentMail(
            id,
            `${siteUrl}${tokenLinkPath('signup', id, token)}`,
            holder.locale,
          ),
          to: email,
          targetType: 'provider',
          targetId: id,
        });
      }
    }
    return {
      id,
      verificationStatus: 'unverified',
      canUploadDocuments: applicantUserId !== null,
    };
  });
}

async function insertApplication(
  tx: Tx,
  application: ProviderApplicationSubmission,
  applicantUserId: string | null,
  ownAddress: boolean,
): Promise<number> {
  const email = application.email;
  const sameEmail = await tx
    .select({ name: providers.name })
    .from(providers)
    .where(eq(sql`lower(${providers.contact_email})`, email.toLowerCase()));
  const name = normalizeProviderName(application.businessName);
  if (sameEmail.some((p) => normalizeProviderName(p.name) === name)) {
    throw AppError.conflict('DUPLICATE_APPLICATION', DUPLICATE_APPLICATION_MESSAGE);
  }

  /* Catalogue order, whatever order the boxes were ticked in. */
  const accommodations = ALL_ACCOMMODATIONS.filter((item) =>
    application.sensoryAccommodations.includes(item),
  );
  /* The wizard has one address line: its ZIP goes to zip_code, where near-ZIP search looks. */
  const address = splitUsZip(application.address);
  const [row] = await tx
    .insert(providers)
    .values({
      name: application.businessName,
      category: isOtherCategory(application.businessCategory)
        ? application.customBusinessCategory
        : application.businessCategory,
      location: address.location || DEFAULT_LOCATION,
      zip_code: address.zip,
      contact_phone: application.phoneNumber || null,
      contact_email: email,
      website: application.businessWebsite || null,
      accommodations: formatAccommodationsText(
        accommodations,
        application.customAccommodationSuggestion,
      ),
      business_hours: null,
      review_count: 0,
      family_feedback: null,
      verification_status: 'unverified',
      verification_document_url: null,
      accommodation_status: 'pending',
      verified: false,
      location_count: application.locationCountCategory,
      consent_verification: application.consentVerification,
      submitted_by_user_id: applicantUserId,
      business_admin_user_id: ownAddress ? applicantUserId : null,
      application_locale: application.locale ?? 'en',
    })
    .returning({ id: providers.id });
  if (!row) throw new Error('insert into providers returned no row');
  return row.id;
}

/**
 * A claim (decision 060): the application takes over the listed place instead of adding a
 * second one. Its public facts (name, address, accommodations: a registry's listing claims none)
 * stay as listed until the team has verified the claimant; the claim records the claimant, the
 * contact address the approval e-mail and its business signup link go to, and puts the listing
 * in the verification queue. The row is locked, so two claims at once run one after the other
 * and the second is refused.
 */
async function claimListing(
  tx: Tx,
  providerId: number,
  application: ProviderApplicationSubmission,
  applicantUserId: string | null,
  ownAddress: boolean,
): Promise<number> {
  const [listing] = await tx
    .select({
      accommodation_status: providers.accommodation_status,
      registry_status: providers.registry_status,
      business_admin_user_id: providers.business_admin_user_id,
      submitted_by_user_id: providers.submitted_by_user_id,
    })
    .from(providers)
    .where(eq(providers.id, providerId))
    .for('update');
  if (!listing) throw AppError.notFound(LISTING_NOT_FOUND_MESSAGE, 'LISTING_NOT_FOUND');
  if (listing.registry_status === 'retired') {
    throw AppError.conflict('LISTING_RETIRED', LISTING_RETIRED_MESSAGE);
  }
  if (listing.accommodation_status !== 'verified') {
    throw AppError.notFound(LISTING_NOT_FOUND_MESSAGE, 'LISTING_NOT_FOUND');
  }
  if (!isClaimable(listing)) {
    throw AppError.conflict('LISTING_ALREADY_CLAIMED', LISTING_ALREADY_CLAIMED_MESSAGE);
  }
  await tx
    .update(providers)
    .set({
      contact_email: application.email,
      contact_phone: sql`coalesce(${application.phoneNumber || null}, ${providers.contact_phone})`,
      website: sql`coalesce(${application.businessWebsite || null}, ${providers.website})`,
      location_count: application.locationCountCategory,
      consent_verification: application.consentVerification,
      submitted_by_user_id: applicantUserId,
      business_admin_user_id: ownAddress ? applicantUserId : null,
      application_locale: application.locale ?? 'en',
      /* The team verifies the claimant now, whatever was checked about the place before. */
      verification_status: 'unverified',
      verified: false,
      verification_requested_at: null,
    })
    .where(eq(providers.id, providerId));
  return providerId;
}
