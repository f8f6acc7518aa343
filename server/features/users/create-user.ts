import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, ROLES, type Role, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { type Auth, MIN_PASSWORD_LENGTH } from '../../plugins/auth';
import { grantRole } from './grant-role';

export type CreateUserInput = { email: string; password: string; name?: string; role?: string };

/**
 * Operator use case: a confirmed account with a password, made through Better Auth's own adapter
 * and hasher (the first admin has to come from somewhere).
 */
export async function createUser(auth: Auth, db: Db, input: CreateUserInput) {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw AppError.badRequest('INVALID_EMAIL', `Not an e-mail address: ${input.email}`);
  }
  if (input.password.length < MIN_PASSWORD_LENGTH) {
    throw AppError.badRequest(
      'WEAK_PASSWORD',
      `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
    );
  }
  if (input.role !== undefined && !ROLES.includes(input.role as Role)) {
    throw AppError.badRequest(
      'UNKNOWN_ROLE',
      `Unknown role "${input.role}". Use one of: ${ROLES.join(', ')}.`,
    );
  }
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing.length > 0) {
    throw AppError.conflict('USER_EXISTS', `A user with e-mail ${email} already exists.`);
  }
  const ctx = await auth.$context;
  const user = await ctx.internalAdapter.createUser(
    {
      email,
      name: input.name ?? '',
      emailVerified: true,
    },
    { method: 'admin' },
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await ctx.password.hash(input.password),
  });
  await db
    .insert(profiles)
    .values({ id: user.id, email, full_name: input.name ?? null })
    .onConflictDoNothing();
  if (input.role) await grantRole(db, { email, role: input.role });
  return { id: user.id, email };
}
