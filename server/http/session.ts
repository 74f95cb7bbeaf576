import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { sessions, users } from '../db/schema';
import type { Db } from '../db/client';
import { cookieCsrfToken, issueCsrfToken } from './csrfCookie';
import { authenticateBearer, bearerToken } from './bearer';
import { requestCookies } from './cookies';

export const SESSION_COOKIE = 'terme_session';
export const SESSION_IDLE_MINUTES = 120;
/** Touch the expiry at most once a minute, so reads do not turn into writes. */
const TOUCH_AFTER_MS = 60_000;

export type SessionRow = typeof sessions.$inferSelect;
export type UserRow = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionRow | null;
    user: UserRow | null;
    /** False on a public read (and on a page it falls through to: a missing file is the SPA's fallback). */
    sessionLookedUp: boolean;
  }
  interface FastifyContextConfig {
    /**
     * false: a public read that answers the same to everyone (files, the catalog, the calendar):
     * its request skips the session lookup, a database round trip (issue 10). Only for GET routes.
     */
    session?: false;
    /**
     * true: a POST that only reads (a search whose query is a JSON body, e.g. the rates search):
     * it changes nothing and answers the same to everyone, so it may skip the session lookup
     * and the CSRF token like a public read (issue 10). A cross-site page can send it but never
     * read the answer (no CORS), and there is nothing for it to change.
     */
    readOnly?: true;
  }
}

/** Route options of a public read: no session lookup (request.user stays null there). */
export const PUBLIC_READ = { config: { session: false as const } };

/** Route options of a search sent as a POST body that reads and changes nothing: a public read. */
export const PUBLIC_SEARCH = { config: { session: false as const, readOnly: true as const } };

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
const expiry = () => new Date(Date.now() + SESSION_IDLE_MINUTES * 60_000);

export function tokensMatch(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function setCookie(reply: FastifyReply, token: string, persistent: boolean) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.request.protocol === 'https',
    signed: true,
    ...(persistent ? { maxAge: SESSION_IDLE_MINUTES * 60 } : {}),
  });
}

async function createSession(
  db: Db,
  reply: FastifyReply,
  userId: number | null,
  persistent = false,
  csrfToken = newToken(),
) {
  const token = newToken();
  const [row] = await db
    .insert(sessions)
    .values({ id: hash(token), userId, csrfToken, expiresAt: expiry(), data: persistent ? { persistent: true } : {} })
    .returning();
  setCookie(reply, token, persistent);
  return row;
}

async function renewSession(db: Db, reply: FastifyReply, oldId: string, userId: number, persistent: boolean) {
  const token = newToken();
  const [row] = await db
    .update(sessions)
    .set({
      id: hash(token),
      userId,
      csrfToken: newToken(),
      expiresAt: expiry(),
      data: persistent ? { persistent: true } : {},
    })
    .where(eq(sessions.id, oldId))
    .returning();
  if (!row) return createSession(db, reply, userId, persistent);
  setCookie(reply, token, persistent);
  return row;
}

/** Looks the request's session up, unless its route's hook already did (a page after the file route, which skips it). */
export async function lookUpSessionOnce(db: Db, request: FastifyRequest, reply: FastifyReply) {
  if (!request.sessionLookedUp) await lookUpSession(db, request, reply);
  return request.session;
}

/**
 * The request's session, created at the first write that needs one (a cart line, a payment whose
 * replay belongs to its payer; decision 023). A new guest session keeps the CSRF token of the
 * visitor's cookie, so the page that sent the request goes on working without a reload.
 */
export async function ensureSession(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<SessionRow> {
  await lookUpSessionOnce(db, request, reply);
  if (!request.session)
    request.session = await createSession(db, reply, null, false, cookieCsrfToken(request) ?? newToken());
  return request.session;
}

/** The CSRF token a page carries: its session's, or without one the signed token of the visitor's CSRF cookie (no row written). */
export async function pageCsrfToken(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<string> {
  const session = await lookUpSessionOnce(db, request, reply);
  return session ? session.csrfToken : issueCsrfToken(request, reply);
}

/**
 * Signs a user in: a new id and CSRF token are issued and the old ones stop working. The guest's
 * row is renewed in place rather than replaced, so what belongs to the session (the cart's lines,
 * on update cascade) stays with the person who just logged in.
 */
export async function startUserSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  remember: boolean,
) {
  request.session = request.session
    ? await renewSession(db, reply, request.session.id, user.id, remember)
    : await createSession(db, reply, user.id, remember);
  request.user = user;
  reply.header('x-csrf-token', request.session.csrfToken);
  return request.session;
}

/**
 * Logs out: the row and its cookie go. No guest row takes its place: a fresh CSRF cookie and its
 * token (sent back in X-CSRF-TOKEN) keep the next form working until something needs a session.
 */
export async function endSession(db: Db, request: FastifyRequest, reply: FastifyReply) {
  if (request.session) await db.delete(sessions).where(eq(sessions.id, request.session.id));
  request.session = null;
  request.user = null;
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.header('x-csrf-token', issueCsrfToken(request, reply, true));
}

/** The session and its user by id: prepared once per database (every request but a public read runs it). */
const prepareLookup = (db: Db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('session_lookup');
const lookups = new WeakMap<Db, ReturnType<typeof prepareLookup>>();

function sessionLookup(db: Db) {
  let statement = lookups.get(db);
  if (!statement) lookups.set(db, (statement = prepareLookup(db)));
  return statement;
}

/** Finds the request's session and user from its cookie (and pushes an idle session's expiry back). */
async function lookUpSession(db: Db, request: FastifyRequest, reply: FastifyReply) {
  request.sessionLookedUp = true;
  const raw = requestCookies(request)[SESSION_COOKIE];
  if (!raw) return;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return;
  const now = new Date();
  const [found] = await sessionLookup(db).execute({ id: hash(unsigned.value), now: now.toISOString() });
  if (!found) return;
  request.session = found.session;
  request.user = found.user;
  if (found.session.expiresAt.getTime() - now.getTime() < SESSION_IDLE_MINUTES * 60_000 - TOUCH_AFTER_MS) {
    const expiresAt = expiry();
    await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, found.session.id));
    found.session.expiresAt = expiresAt;
    if (found.session.data.persistent) setCookie(reply, unsigned.value, true);
  }
}

export const sessionPlugin = fp(async (app: FastifyInstance, opts: { db: Db; secret: string }) => {
  const { db } = opts;
  app.decorate('csrfSecret', opts.secret);
  app.decorateRequest('session', null);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionLookedUp', false);

  // A route that skips the session can change nothing: a state-changing one needs the CSRF token.
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (route.config?.session === false && !route.config.readOnly && methods.some((m) => m !== 'GET' && m !== 'HEAD')) {
      throw new Error(
        `${methods.join(',')} ${route.url}: only GET routes may skip the session (and POST searches marked readOnly, which change nothing)`,
      );
    }
  });

  app.decorateRequest('accessToken', null);
  // A callback rather than an async hook: a public read passes through without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    // A personal access token stands in for the cookie session (decision 019).
    const token = bearerToken(request);
    if (token !== undefined) return void authenticateBearer(db, request, reply, token).then(() => done(), done);
    if (request.routeOptions.config.session === false) return done();
    lookUpSession(db, request, reply).then(() => done(), done);
  });
});

/** Deletes expired sessions; called now and then, not on every request. */
export async function purgeExpiredSessions(db: Db) {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
