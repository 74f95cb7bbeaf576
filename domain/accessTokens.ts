import type { Translations } from './locales';
import { roleAllows, type StaffRole } from './staffRoles';

/**
 * Personal access tokens (product.md §13; issue 14): what a token may open. A scope's id is what a
 * token carries and what `GET /oauth/scopes` lists; its description is shown beside its checkbox.
 */
export const TOKEN_SCOPES = [
  'profile:read',
  'reservations:read',
  'availability:read',
  'day-spa:reserve',
  'metrics:read',
  'rates:read',
  'rates:write',
  'inventory:read',
  'inventory:write',
] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

export const TOKEN_SCOPE_DESCRIPTIONS: Record<TokenScope, Translations> = {
  'profile:read': { en: 'Read my profile', it: 'Leggere il mio profilo', de: 'Mein Profil lesen' },
  'reservations:read': {
    en: 'Read my reservations (rooms and day spa, with payments)',
    it: 'Leggere le mie prenotazioni (camere e day spa, con i pagamenti)',
    de: 'Meine Buchungen lesen (Zimmer und Day Spa, mit Zahlungen)',
  },
  'availability:read': {
    en: 'Read day-spa availability and room rates',
    it: 'Leggere la disponibilità del day spa e le tariffe delle camere',
    de: 'Day-Spa-Verfügbarkeit und Zimmerpreise lesen',
  },
  'day-spa:reserve': {
    en: 'Book day-spa entries paid by gift card or at no cost',
    it: 'Prenotare ingressi al day spa pagati con carta regalo o gratuiti',
    de: 'Day-Spa-Eintritte buchen, bezahlt mit Geschenkkarte oder kostenlos',
  },
  'metrics:read': {
    en: "Read the site's operating metrics (administrators)",
    it: 'Leggere le metriche di funzionamento del sito (amministratori)',
    de: 'Die Betriebsmetriken der Website lesen (Administratoren)',
  },
  'rates:read': {
    en: 'Read rate plans and the prices of the rates calendar (revenue managers)',
    it: 'Leggere le tariffe e i prezzi del calendario tariffario (revenue manager)',
    de: 'Ratenpläne und die Preise des Ratenkalenders lesen (Revenue-Manager)',
  },
  'rates:write': {
    en: 'Change rate plans and the prices of the rates calendar (revenue managers)',
    it: 'Modificare le tariffe e i prezzi del calendario tariffario (revenue manager)',
    de: 'Ratenpläne und die Preise des Ratenkalenders ändern (Revenue-Manager)',
  },
  'inventory:read': {
    en: 'Read rooms, availability and restrictions (revenue managers)',
    it: 'Leggere camere, disponibilità e restrizioni (revenue manager)',
    de: 'Zimmer, Verfügbarkeit und Restriktionen lesen (Revenue-Manager)',
  },
  'inventory:write': {
    en: 'Change rooms, availability and restrictions (revenue managers)',
    it: 'Modificare camere, disponibilità e restrizioni (revenue manager)',
    de: 'Zimmer, Verfügbarkeit und Restriktionen ändern (Revenue-Manager)',
  },
};

/**
 * Scopes only staff may give a token, and the roles that may: a guest, or staff without the role,
 * is neither offered nor granted them (the routes behind them check the role again).
 */
export const STAFF_TOKEN_SCOPES: Partial<Record<TokenScope, readonly StaffRole[]>> = {
  'metrics:read': ['administrator'],
  'rates:read': ['revenue_manager'],
  'rates:write': ['revenue_manager'],
  'inventory:read': ['revenue_manager'],
  'inventory:write': ['revenue_manager'],
};
export const scopesFor = (role: StaffRole | null | undefined): TokenScope[] =>
  TOKEN_SCOPES.filter((scope) => {
    const roles = STAFF_TOKEN_SCOPES[scope];
    return !roles || roleAllows(role, roles);
  });

export const isTokenScope = (value: unknown): value is TokenScope =>
  (TOKEN_SCOPES as readonly unknown[]).includes(value);

/** What every token begins with: recognisable in a log or a leaked file (secret scanners match it). */
export const TOKEN_PREFIX = 'terme_pat_';
/** A token's name: long enough to say where it is used, short enough for the list. */
export const TOKEN_NAME_MAX_LENGTH = 100;
/** Live (not revoked, not expired) tokens one account may hold. */
export const MAX_LIVE_TOKENS = 50;
/** A token's life when its creator names none. */
export const TOKEN_DEFAULT_LIFETIME_DAYS = 365;
/** Requests one token may make a minute. */
export const TOKEN_REQUESTS_PER_MINUTE = 60;
