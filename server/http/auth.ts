import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import { httpMessages } from './messages';
import type { UserRow } from './session';

/** The signed-in user, or 401: every /my call goes through this. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new HttpError(401, httpMessages.unauthenticated);
  return request.user;
}

/** The signed-in administrator, or 401/403. */
export function requireAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (!user.isAdmin) throw new HttpError(403, httpMessages.forbidden);
  return user;
}

/** Fastify preHandler form of requireUser, for route groups. */
export async function userOnly(request: FastifyRequest) {
  requireUser(request);
}
