import { z } from 'zod';
import { AdminQueueFilters } from './admin-queues';
import { DbIdNumber, storedLine } from './primitives';

/**
 * Duplicate Emails (provider-admin-side.md §2 'Admin panel', §3 'Duplicate-email group', §7):
 * e-mails that belong both to user profiles and to provider contact e-mails, compared without
 * regard to case, and Link User (decision 017).
 */

export const DUPLICATE_GROUPS_PAGE_SIZE = 50;

/**
 * Searched by e-mail, account name, business name or city, narrowed by a business's state
 * (decision 046). The groups are one per e-mail, in e-mail order (the keyset), so 'name'
 * (e-mail A–Z) is the one order.
 */
export const DUPLICATE_SORTS = ['name'] as const;
export const DuplicateEmailsQuery = AdminQueueFilters.extend({
  sort: z.enum(DUPLICATE_SORTS).default('name'),
  /** The last e-mail of the previous page (lower case); the next page starts after it. */
  after: z.string().max(320).optional(),
});

export const DuplicateUser = z.object({
  id: z.string(),
  fullName: z.string().nullable(),
  email: z.string(),
  createdAt: z.string(),
  /** Whether the account has confirmed this e-mail (only confirmed accounts can be linked). */
  emailConfirmed: z.boolean(),
});
export type DuplicateUser = z.infer<typeof DuplicateUser>;

export const DuplicateProvider = z.object({
  id: z.number().int(),
  name: z.string(),
  contactEmail: z.string(),
  createdAt: z.string(),
  businessAdminUserId: z.string().nullable(),
});
export type DuplicateProvider = z.infer<typeof DuplicateProvider>;

export const DuplicateGroup = z.object({
  /** The shared e-mail, lower case. */
  email: z.string(),
  userCount: z.number().int(),
  providerCount: z.number().int(),
  users: z.array(DuplicateUser),
  providers: z.array(DuplicateProvider),
});
export type DuplicateGroup = z.infer<typeof DuplicateGroup>;

export const DuplicateEmailsResponse = z.object({
  groups: z.array(DuplicateGroup),
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type DuplicateEmailsResponse = z.infer<typeof DuplicateEmailsResponse>;

export const LinkUserBody = z.object({
  providerId: DbIdNumber,
  userId: storedLine().pipe(z.string().min(1).max(100)),
});
export type LinkUserBody = z.infer<typeof LinkUserBody>;

export const LinkUserResponse = z.object({
  providerId: z.number().int(),
  providerName: z.string(),
  userId: z.string(),
  userName: z.string(),
});
export type LinkUserResponse = z.infer<typeof LinkUserResponse>;
