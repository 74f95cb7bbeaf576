import { api } from './client';
import type { User } from './user';

/** The registration honeypot as GET /api/honeypot describes it (field names change per deployment). */
export interface HoneypotConfig {
  enabled: boolean;
  nameFieldName: string;
  validFromFieldName: string;
  encryptedValidFrom: string;
}

export interface StaticPage {
  slug: string;
  locale: string;
  title: string;
  /** Sanitised by the server; the SPA sanitises it again before rendering. */
  body: string;
}

export interface LoginBody {
  email: string;
  password: string;
}

/** The product.md §6.2 fields plus the honeypot fields under the names the config gives. */
export type RegisterBody = Record<string, unknown>;

export interface ResetPasswordBody {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}

// Forms show their own errors under the fields, so they ask the client not to toast them.
const quiet = { quiet: true } as const;

/** The server refuses a registration whose sealed time is younger than this (a bot's speed). */
const HONEYPOT_MIN_AGE_MS = 1000;
let honeypotReceivedAt = 0;

export const fetchHoneypot = () =>
  api.get<HoneypotConfig>('/api/honeypot').then((config) => {
    honeypotReceivedAt = Date.now();
    return config;
  });

/**
 * A person with a password manager can submit within a second of the form appearing: rather than
 * let the server refuse them as a bot, wait out the rest of that second (bots skip this page).
 */
function honeypotAged(): Promise<void> {
  const wait = honeypotReceivedAt + HONEYPOT_MIN_AGE_MS + 100 - Date.now();
  return wait > 0 ? new Promise((resolve) => setTimeout(resolve, wait)) : Promise.resolve();
}

/** product.md §6.1: the remember flag is always sent as true. */
export const login = (body: LoginBody) => api.post<{ user: User }>('/login', { ...body, remember: true }, quiet);

export const register = (lang: string, body: RegisterBody) =>
  honeypotAged().then(() => api.post<{ user: User }>(`/${lang}/register`, body, quiet));

export const logout = () => api.post<unknown>('/logout');

export const requestPasswordReset = (email: string) =>
  api.post<{ message: string }>('/password/email', { email }, quiet);

/** The server may sign the person in; then it answers with the user too. */
export const resetPassword = (body: ResetPasswordBody) =>
  api.post<{ message: string; user?: User | null }>('/password/reset', body, quiet);

export const fetchPage = (slug: string, locale: string) =>
  api.get<StaticPage>(`/api/pages/${encodeURIComponent(slug)}?locale=${encodeURIComponent(locale)}`, quiet);

/**
 * The dialog prefetches it when it opens, so the sealed time is already a few seconds old when a
 * fast person submits (the server refuses forms younger than a second).
 */
export const honeypotQueryOptions = {
  queryKey: ['honeypot'] as const,
  queryFn: fetchHoneypot,
  staleTime: 5 * 60_000,
};

export const pageQueryOptions = (slug: string, locale: string) => ({
  queryKey: ['page', slug, locale] as const,
  queryFn: () => fetchPage(slug, locale),
  staleTime: 5 * 60_000,
  retry: false,
});
