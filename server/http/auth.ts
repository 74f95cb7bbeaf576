import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import { httpMessages } from './messages';
import type { UserRow } from './session';

/**
 * onRequest hook of every route that needs a signed-in person: 401 before the body is read or
 * validated. Declared on the route (`onRequest: [requireUser]`) or on a module's scope.
 */
export async function requireUser(request: FastifyRequest) {
  if (!request.user) throw new HttpError(401, httpMessages.unauthenticated);
}

/** The signed-in user of a route guarded by requireUser. */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.user)
    throw new Error(`${request.method} ${request.routeOptions.url} reads the user without the requireUser hook`);
  return request.user;
}

/** onRequest hook of the front desk's routes: 401 for a visitor, 403 for anyone but an administrator. */
export async function requireAdmin(request: FastifyRequest) {
  if (!request.user) throw new HttpError(401, httpMessages.unauthenticated);
  if (!request.user.isAdmin) throw new HttpError(403, httpMessages.forbidden);
}
