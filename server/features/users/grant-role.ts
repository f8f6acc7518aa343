import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ROLES, type Role, user_roles, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

export async function grantRole(db: Db, input: { email: string; role: string }) {
  if (!ROLES.includes(input.role as Role)) {
    throw AppError.badRequest(
      'UNKNOWN_ROLE',
      `Unknown role "${input.role}". Use one of: ${ROLES.join(', ')}.`,
    );
  }
  const email = input.email.trim().toLowerCase();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw AppError.notFound(`No user with e-mail ${email}.`, 'UNKNOWN_USER');
  await db
    .insert(user_roles)
    .values({ user_id: user.id, role: input.role as Role })
    .onConflictDoNothing();
  return { userId: user.id, role: input.role as Role };
}
