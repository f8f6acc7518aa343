import { sql } from 'drizzle-orm';
import type { AdminQueueFilters } from '../../../common/contracts/admin-queues';
import {
  DUPLICATE_GROUPS_PAGE_SIZE,
  type DuplicateEmailsResponse,
  type DuplicateProvider,
  type DuplicateUser,
} from '../../../common/contracts/duplicates';
import type { Db } from '../../db/client';
import { providers } from '../../db/schema';
import { providerInState } from '../admin-queues/queue-narrowing';
import { escapeLike } from '../providers/search-text';

type GroupRow = {
  email: string;
  users: (Omit<DuplicateUser, 'createdAt'> & { createdAt: string })[] | string;
  providers: (Omit<DuplicateProvider, 'createdAt'> & { createdAt: string })[] | string;
};

/* Drivers hand json back parsed or as text depending on the column type they see. */
const parsed = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;
const iso = (value: string) => new Date(value).toISOString();

/**
 * One page of e-mails that a user profile and a provider's contact e-mail share, compared in
 * lower case, each with every profile and provider that has it. One statement, whatever the
 * page holds: the e-mails are read in order along profiles_email_idx (lower(email)) from the
 * cursor on, each checked against providers_contact_email_idx (lower(contact_email)), and the
 * members of the page's groups are gathered through the same two indexes. Keyset paging, so a
 * later page costs what the first does.
 */
export async function findDuplicateEmails(
  db: Db,
  after = '',
  pageSize = DUPLICATE_GROUPS_PAGE_SIZE,
  { q, state }: Partial<Pick<AdminQueueFilters, 'q' | 'state'>> = {},
): Promise<DuplicateEmailsResponse> {
  /* A search or a state narrows the e-mails; the page's groups still show every member. */
  const like = q ? `%${escapeLike(q)}%` : undefined;
  const searched = like
    ? sql`AND (p.email ILIKE ${like} OR p.full_name ILIKE ${like}
          OR EXISTS (SELECT 1 FROM providers v WHERE lower(v.contact_email) = lower(p.email)
                       AND (v.name ILIKE ${like} OR v.location ILIKE ${like})))`
    : sql``;
  const inState = state
    ? sql`AND EXISTS (SELECT 1 FROM ${providers} WHERE lower(${providers.contact_email}) = lower(p.email) AND ${providerInState(state)})`
    : sql``;
  const result = await db.execute(sql`
    SELECT e.email,
      (SELECT json_agg(json_build_object(
                'id', p.id, 'fullName', p.full_name, 'email', p.email, 'createdAt', p.created_at,
                'emailConfirmed', coalesce(u.email_verified, false))
              ORDER BY p.created_at, p.id)
         FROM profiles p LEFT JOIN users u ON u.id = p.id
        WHERE lower(p.email) = e.email) AS users,
      (SELECT json_agg(json_build_object(
                'id', v.id, 'name', v.name, 'contactEmail', v.contact_email,
                'createdAt', v.created_at, 'businessAdminUserId', v.business_admin_user_id)
              ORDER BY v.created_at, v.id)
         FROM providers v
        WHERE lower(v.contact_email) = e.email) AS providers
    FROM (
      SELECT DISTINCT lower(p.email) AS email
        FROM profiles p
       WHERE lower(p.email) > ${after.toLowerCase()}
         AND EXISTS (SELECT 1 FROM providers v WHERE lower(v.contact_email) = lower(p.email))
         ${searched}
         ${inState}
       ORDER BY 1
       LIMIT ${pageSize + 1}
    ) e
    ORDER BY e.email`);
  const rows = result.rows as GroupRow[];
  const page = rows.slice(0, pageSize);
  return {
    groups: page.map((row) => {
      const users = parsed(row.users).map((u) => ({ ...u, createdAt: iso(u.createdAt) }));
      const providers = parsed(row.providers).map((p) => ({
        ...p,
        id: Number(p.id),
        createdAt: iso(p.createdAt),
      }));
      return {
        email: row.email,
        userCount: users.length,
        providerCount: providers.length,
        users,
        providers,
      };
    }),
    nextCursor: rows.length > pageSize ? (page.at(-1)?.email ?? null) : null,
  };
}
