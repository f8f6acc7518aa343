import { sql } from 'drizzle-orm';
import { providers } from '../../db/schema';

/**
 * The places the verification queue holds, beside their status (decision 061): every place except
 * one listed from a public registry that nobody has claimed, submitted or asked to verify. Such a
 * place is public as "Not yet reviewed" and waits for its owner, not for the team. Migration 0026's
 * partial indexes carry this predicate word for word, so the queue's walks read only these rows.
 */
export const waitingForTheTeam = sql`(${providers.source} IS NULL OR ${providers.registry_linked} OR ${providers.submitted_by_user_id} IS NOT NULL OR ${providers.business_admin_user_id} IS NOT NULL OR ${providers.verification_requested_at} IS NOT NULL)`;
