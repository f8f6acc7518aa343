import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_MESSAGES } from '../../../common/messages/admin';
import type { Role } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { requireUser, rolesOf, type SessionUser } from '../../plugins/auth';

/*
 * The one server-side guard of every admin route (decisions 016, 041). The spec checks roles only in
 * the browser; here the server decides, and the client maps ADMIN_REQUIRED to the spec's wording
 * ('You don't have permission to moderate reviews.', '… to perform this action.').
 */
export const ADMIN_REQUIRED = 'ADMIN_REQUIRED';

/* Roles read once per request, even when a hook and the handler both ask. */
const rolesByRequest = new WeakMap<FastifyRequest, Promise<Role[]>>();

function requestRoles(app: FastifyInstance, request: FastifyRequest, userId: string) {
  let roles = rolesByRequest.get(request);
  if (!roles) {
    roles = rolesOf(app.database.db, userId);
    rolesByRequest.set(request, roles);
  }
  return roles;
}

async function requireAnyRole(
  app: FastifyInstance,
  request: FastifyRequest,
  allowed: readonly Role[],
): Promise<SessionUser> {
  const user = await requireUser(app, request);
  const roles = await requestRoles(app, request, user.id);
  if (!roles.some((role) => allowed.includes(role))) {
    throw AppError.forbidden(ADMIN_MESSAGES.unauthorized, ADMIN_REQUIRED);
  }
  return user;
}

/**
 * The signed-in admin; 401 when signed out, 403 ADMIN_REQUIRED for everyone else. For what
 * touches money or accounts: promotions, duplicate e-mails and Link User (decision 041).
 */
export function requireAdmin(app: FastifyInstance, request: FastifyRequest): Promise<SessionUser> {
  return requireAnyRole(app, request, ['admin']);
}

/**
 * The signed-in admin or moderator; 401 when signed out, 403 ADMIN_REQUIRED otherwise. For the
 * moderation desk: reviews, photos, verification documents and decisions, practitioners
 * (decision 041).
 */
export function requireModerator(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<SessionUser> {
  return requireAnyRole(app, request, ['admin', 'moderator']);
}

/**
 * onRequest hooks: the guard runs before body validation, so a visitor without the role learns
 * that (401/403), never which field of an admin request was wrong.
 */
export const adminOnly = (app: FastifyInstance) => async (request: FastifyRequest) => {
  await requireAdmin(app, request);
};
export const moderatorOnly = (app: FastifyInstance) => async (request: FastifyRequest) => {
  await requireModerator(app, request);
};
