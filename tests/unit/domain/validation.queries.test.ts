// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  accessTokenSchema,
  daySpaAvailabilitySchema,
  frontDeskQuerySchema,
  isDepositAmount,
  pageBodySchema,
  pageEditParamsSchema,
  pageIdParamsSchema,
  pageRestoreSchema,
  placeSearchSchema,
  requestStatusSchema,
  requestsInboxQuerySchema,
} from '@domain/validation';
import { errorsOf } from './helpers';

/**
 * The query and admin schemas the server's routes declare (issue 8 §2: every route's params,
 * query and body; bad input answers 422 with a translated message per field). Limits from
 * docs/product.md and the issue texts; messages as the guest or staff member reads them.
 */

describe('accessTokenSchema (product.md §13: POST /oauth/personal-access-tokens, name and scopes)', () => {
  const token = { name: 'Calendar sync', scopes: ['reservations:read'] };

  it('accepts a name and a known scope, lasting a year unless told', async () => {
    expect(await accessTokenSchema('en').validate(token)).toEqual({ ...token, expires_in_days: 365 });
    expect(await errorsOf(accessTokenSchema('en'), { ...token, name: 'x'.repeat(100), expires_in_days: 1 })).toEqual(
      {},
    );
    expect(await errorsOf(accessTokenSchema('en'), { ...token, expires_in_days: 365 })).toEqual({});
  });

  it('needs a name of at most 100 characters', async () => {
    expect(await errorsOf(accessTokenSchema('en'), { ...token, name: '' })).toEqual({
      name: 'Please give the token a name.',
    });
    expect(await errorsOf(accessTokenSchema('de'), { ...token, name: 'x'.repeat(101) })).toEqual({
      name: 'Der Name darf höchstens 100 Zeichen lang sein.',
    });
  });

  it('needs at least one scope, each one the server knows', async () => {
    expect(await errorsOf(accessTokenSchema('en'), { name: 'a', scopes: [] })).toEqual({
      scopes: 'Please choose at least one scope.',
    });
    expect(await errorsOf(accessTokenSchema('it'), { name: 'a' })).toEqual({ scopes: 'Scegli almeno un permesso.' });
    expect(await errorsOf(accessTokenSchema('en'), { name: 'a', scopes: 'profile:read' })).toEqual({
      scopes: 'Please choose at least one scope.',
    });
    expect(await errorsOf(accessTokenSchema('en'), { name: 'a', scopes: ['admin'] })).toEqual({
      'scopes[0]': 'This scope does not exist.',
    });
    expect(await errorsOf(accessTokenSchema('en'), { name: 'a', scopes: [null] })).toEqual({
      'scopes[0]': 'This scope does not exist.',
    });
    // More scopes than there are (one twice) is refused; every scope once is not.
    const all = [
      'profile:read',
      'reservations:read',
      'availability:read',
      'day-spa:reserve',
      'metrics:read',
      'rates:read',
      'rates:write',
      'inventory:read',
      'inventory:write',
    ];
    expect(await errorsOf(accessTokenSchema('en'), { name: 'a', scopes: [...all, 'profile:read'] })).toEqual({
      scopes: 'This scope does not exist.',
    });
    expect(await errorsOf(accessTokenSchema('en'), { name: 'a', scopes: all })).toEqual({});
  });

  it('lets a token last 1 to 365 whole days', async () => {
    const range = 'A token lasts from 1 to 365 days.';
    for (const days of [0, 366, 1.5, 'soon']) {
      expect(await errorsOf(accessTokenSchema('en'), { ...token, expires_in_days: days })).toEqual({
        expires_in_days: range,
      });
    }
    expect(await errorsOf(accessTokenSchema('de'), { ...token, expires_in_days: 0 })).toEqual({
      expires_in_days: 'Ein Token gilt 1 bis 365 Tage.',
    });
  });
});

describe('daySpaAvailabilitySchema (product.md §3.1, §13: GET /api/{productId}/availability, people, from_date, to_date)', () => {
  it('asks one day for one person unless told', async () => {
    expect(await daySpaAvailabilitySchema('en').validate({ from_date: '2026-12-01' })).toEqual({
      from_date: '2026-12-01',
      people: 1,
    });
    expect(await errorsOf(daySpaAvailabilitySchema('en'), { from_date: '2026-12-01', to_date: '' })).toEqual({});
  });

  it('accepts a period from one day to 100 days after from_date', async () => {
    expect(await errorsOf(daySpaAvailabilitySchema('en'), { from_date: '2026-12-01', to_date: '2026-12-01' })).toEqual(
      {},
    );
    expect(await errorsOf(daySpaAvailabilitySchema('en'), { from_date: '2026-12-01', to_date: '2027-03-11' })).toEqual(
      {},
    );
  });

  it('refuses a period that ends before it starts, lasts over 100 days or ends on no date', async () => {
    const invalid = { to_date: 'Please choose a valid period.' };
    expect(await errorsOf(daySpaAvailabilitySchema('en'), { from_date: '2026-12-01', to_date: '2026-11-30' })).toEqual(
      invalid,
    );
    expect(await errorsOf(daySpaAvailabilitySchema('en'), { from_date: '2026-12-01', to_date: '2027-03-12' })).toEqual(
      invalid,
    );
    expect(await errorsOf(daySpaAvailabilitySchema('en'), { from_date: '2026-12-01', to_date: '2026-02-30' })).toEqual(
      invalid,
    );
    expect(await errorsOf(daySpaAvailabilitySchema('it'), { from_date: '2026-12-01', to_date: 'domani' })).toEqual({
      to_date: 'Scegli un periodo valido.',
    });
  });

  it('names the missing or wrong from_date, not the period', async () => {
    expect(await errorsOf(daySpaAvailabilitySchema('en'), {})).toEqual({ from_date: 'Please choose a date.' });
    expect(await errorsOf(daySpaAvailabilitySchema('en'), { from_date: '01/12/2026', to_date: '2026-12-02' })).toEqual({
      from_date: 'Please enter a valid date.',
    });
  });

  it('refuses fewer than one person', async () => {
    expect(await errorsOf(daySpaAvailabilitySchema('en'), { from_date: '2026-12-01', people: 0 })).toEqual({
      people: 'Please choose at least one person.',
    });
  });
});

describe('isDepositAmount (product.md §4.1: a deposit of 1 to 10,000 euro, in whole cents)', () => {
  it('accepts 1 euro, 10,000 euro and whole cents between', () => {
    expect([100, 101, 999_999, 1_000_000].map(isDepositAmount)).toEqual([true, true, true, true]);
  });

  it('refuses less than 1 euro, more than 10,000 euro and parts of a cent', () => {
    expect([99, 0, -100, 1_000_001, 100.5, Number.NaN].map(isDepositAmount)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('frontDeskQuerySchema (front desk arrivals: a day, and up to 31 following days)', () => {
  it("defaults to the hotel's today and a week ahead", async () => {
    expect(await frontDeskQuerySchema('en').validate({})).toEqual({ days: 7 });
    expect(await frontDeskQuerySchema('en').validate({ date: '2026-12-24', days: '0' })).toEqual({
      date: '2026-12-24',
      days: 0,
    });
    expect(await errorsOf(frontDeskQuerySchema('en'), { date: '', days: 31 })).toEqual({});
  });

  it('refuses a date that is not one and a number of days outside 0 to 31', async () => {
    expect(await errorsOf(frontDeskQuerySchema('en'), { date: '2026-02-30' })).toEqual({
      date: 'Please enter a valid date.',
    });
    for (const days of [-1, 32, 2.5, 'week']) {
      expect(await errorsOf(frontDeskQuerySchema('en'), { days })).toEqual({ days: 'Please enter a whole number.' });
    }
    expect(await errorsOf(frontDeskQuerySchema('de'), { days: 32 })).toEqual({
      days: 'Bitte gib eine ganze Zahl ein.',
    });
  });
});

describe('the requests inbox (a filter by status; moving a request to new, in progress or done)', () => {
  it('filters by one known status or none', async () => {
    expect(await errorsOf(requestsInboxQuerySchema('en'), {})).toEqual({});
    expect(await errorsOf(requestsInboxQuerySchema('en'), { status: 'in_progress' })).toEqual({});
    expect(await errorsOf(requestsInboxQuerySchema('en'), { status: 'lost' })).toEqual({
      status: 'This value is not valid.',
    });
  });

  it('needs the new status, one of the three', async () => {
    expect(await errorsOf(requestStatusSchema('en'), { status: 'done' })).toEqual({});
    expect(await errorsOf(requestStatusSchema('en'), {})).toEqual({ status: 'This field is required.' });
    expect(await errorsOf(requestStatusSchema('it'), { status: 'archived' })).toEqual({
      status: 'Questo valore non è valido.',
    });
  });
});

describe('the page editor (product.md §12.5: PUT /api/{type}/{id}, type defaults to pages)', () => {
  it('edits only pages, by a row id', async () => {
    expect(await pageEditParamsSchema('en').validate({ type: 'pages', id: '12' })).toEqual({ type: 'pages', id: 12 });
    expect(await errorsOf(pageEditParamsSchema('en'), { type: 'rooms', id: 12 })).toEqual({
      type: 'Only pages can be edited here.',
    });
    expect(await errorsOf(pageEditParamsSchema('en'), { id: 12 })).toEqual({ type: 'Only pages can be edited here.' });
    expect(await errorsOf(pageEditParamsSchema('en'), { type: 'pages', id: 2_147_483_648 })).toEqual({
      id: 'This value is not valid.',
    });
  });

  it('keeps the body as typed, line breaks and spaces included', async () => {
    const body = '  <p>Orari</p>\n\t<p>9-18</p>  ';
    expect(await pageBodySchema('en').validate({ body })).toEqual({ body });
  });

  it('refuses an empty or blank body and one over 200,000 characters', async () => {
    expect(await errorsOf(pageBodySchema('en'), { body: '' })).toEqual({ body: 'The page may not be empty.' });
    expect(await errorsOf(pageBodySchema('en'), { body: ' \n ' })).toEqual({ body: 'The page may not be empty.' });
    expect(await errorsOf(pageBodySchema('en'), {})).toEqual({ body: 'The page may not be empty.' });
    expect(await errorsOf(pageBodySchema('it'), { body: 'x'.repeat(200_001) })).toEqual({
      body: 'La pagina è troppo lunga: al massimo 200000 caratteri.',
    });
    expect(await errorsOf(pageBodySchema('en'), { body: 'x'.repeat(200_000) })).toEqual({});
  });

  it('restores a version and opens a page by their row ids', async () => {
    expect(await pageRestoreSchema('en').validate({ version_id: '3' })).toEqual({ version_id: 3 });
    expect(await errorsOf(pageRestoreSchema('en'), {})).toEqual({ version_id: 'This value is not valid.' });
    expect(await pageIdParamsSchema('en').validate({ id: '4' })).toEqual({ id: 4 });
    expect(await errorsOf(pageIdParamsSchema('de'), { id: 'x' })).toEqual({ id: 'Dieser Wert ist ungültig.' });
  });
});

describe('placeSearchSchema (product.md §9: GET /api/countries, /api/provinces, /api/boroughs, search)', () => {
  it('searches everything with no text, and trims the text', async () => {
    expect(await placeSearchSchema('en').validate({})).toEqual({ search: '' });
    expect(await placeSearchSchema('en').validate({ search: '  Roma ' })).toEqual({ search: 'Roma' });
    expect(await errorsOf(placeSearchSchema('en'), { search: 'x'.repeat(101) })).toEqual({
      search: 'This field may not be longer than 100 characters.',
    });
  });

  it('reads a date of birth and a document date, refusing what is not a date', async () => {
    expect(await errorsOf(placeSearchSchema('en'), { date: '1980-05-17', since: '2020-01-31', search: 'Bol' })).toEqual(
      {},
    );
    expect(await errorsOf(placeSearchSchema('en'), { date: '', since: '' })).toEqual({});
    expect(await errorsOf(placeSearchSchema('en'), { date: '1980-13-01', since: '31.01.2020' })).toEqual({
      date: 'Please enter a valid date.',
      since: 'Please enter a valid date.',
    });
  });

  it("narrows boroughs to a province's two-letter code, in either case", async () => {
    expect(await placeSearchSchema('en').validate({ province: 'bz' })).toEqual({ search: '', province: 'BZ' });
    expect(await errorsOf(placeSearchSchema('en'), { province: '' })).toEqual({});
    expect(await errorsOf(placeSearchSchema('en'), { province: 'B1' })).toEqual({
      province: 'Please choose from the list.',
    });
    expect(await errorsOf(placeSearchSchema('it'), { province: 'B' })).toEqual({
      province: "Scegli un elemento dall'elenco.",
    });
  });
});
