import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_MESSAGES } from '../../../common/messages';
import { AppError } from '../../lib/app-error';
import { requireUser, rolesOf, type SessionUser } from '../../plugins/auth';

const adminRequired = () => AppError.forbidden(ADMIN_MESSAGES.unauthorized, 'ADMIN_REQUIRED');

/** The signed-in admin; 401 when signed out, 403 ADMIN_REQUIRED for everyone else. */
export async function requireAdmin(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<SessionUser> {
  const user = await requireUser(app, request);
  const roles = await rolesOf(app.database.db, user.id);
  if (!roles.includes('admin')) throw adminRequired();
  return user;
}

/** The signed-in admin or moderator (spec §6: role admin or moderator); same refusals. */
export async function requireModerator(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<SessionUser> {
  const user = await requireUser(app, request);
  const roles = await rolesOf(app.database.db, user.id);
  if (!roles.includes('admin') && !roles.includes('moderator')) throw adminRequired();
  return user;
}
