import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import { httpMessages } from './messages';
import type { UserRow } from './session';
import { roleAllows, type StaffRole } from '../../domain/staffRoles';

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

/** The roles each staff route was guarded with, for the API document (apiDocs) and the tests. */
export const roleGuards = new WeakMap<object, readonly StaffRole[]>();

/**
 * onRequest hook of every staff route (docs/product.md §12): 401 for a visitor, 403 for a guest, a
 * disabled account or a role not listed. The administrator always passes.
 * `app.addHook('onRequest', requireRole('front_desk'))` or `onRequest: [requireRole('revenue_manager')]`.
 */
export function requireRole(...roles: StaffRole[]) {
  const guard = async function requireStaffRole(request: FastifyRequest) {
    if (!request.user) throw new HttpError(401, httpMessages.unauthenticated);
    if (request.user.disabledAt || !roleAllows(request.user.role, roles))
      throw new HttpError(403, httpMessages.forbidden);
  };
  roleGuards.set(guard, roles);
  return guard;
}

/** Whether an onRequest hook is a staff guard (requireRole or requireAdmin). */
export const isRoleGuard = (hook: unknown): boolean => typeof hook === 'function' && roleGuards.has(hook);

/** onRequest hook of the routes only an administrator may use: requireRole() with no other role. */
export const requireAdmin = requireRole();
