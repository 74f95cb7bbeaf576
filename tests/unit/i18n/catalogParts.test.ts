import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Messages } from '@lingui/core';
import { catalogParts, importClosure } from '../../../scripts/build/catalogParts';

type LoadHook = {
  filter: { id: RegExp };
  handler: (this: { addWatchFile(file: string): void }, id: string) => Promise<{ code: string }>;
};

/** The plugin's answer for `locales/{locale}/messages.po?{part}`: a module exporting `messages`. */
async function partMessages(locale: string, part: string): Promise<Messages> {
  const load = catalogParts().load as unknown as LoadHook;
  const id = `${resolve('locales', locale, 'messages.po')}?${part}`;
  expect(load.filter.id.test(id)).toBe(true);
  const { code } = await load.handler.call({ addWatchFile: () => {} }, id);
  const body = code.replace(/^\/\*eslint-disable\*\/export const messages=/, 'return ');
  expect(body).not.toBe(code);
  return new Function(body)() as Messages;
}

const shellMessages = (locale: string) => partMessages(locale, 'shell');

const texts = (messages: Messages) => Object.values(messages).map((message) => JSON.stringify(message));

// Decision 026: the first paint's catalog holds the shell's and the home page's messages only.
describe('the shell catalog', () => {
  it('holds the navigation and home page texts of the language', async () => {
    const italian = texts(await shellMessages('it'));
    expect(italian).toContain('["Accedi"]');
    expect(italian).toContain('["Vai al contenuto"]');
    expect(italian).toContain('["Carrello"]');
    expect(italian).toContain('["Hotel termale sui Colli Euganei"]');
    const german = texts(await shellMessages('de'));
    expect(german).toContain('["Anmelden"]');
    expect(german).toContain('["Warenkorb"]');
  }, 60_000);

  it("holds the islands' texts too, which render after the first paint (decision 034)", async () => {
    expect(texts(await shellMessages('it'))).toContain('["Chiudi l\'avviso di stagione"]');
  }, 60_000);

  it('leaves out what only the journeys show', async () => {
    const italian = texts(await shellMessages('it'));
    expect(italian).not.toContain('["Scegli le tue camere"]');
    expect(italian.length).toBeLessThan(80);
  }, 60_000);

  it('is asked for no other module', () => {
    const load = catalogParts().load as unknown as LoadHook;
    expect(load.filter.id.test(`${resolve('locales/it/messages.po')}`)).toBe(false);
    expect(load.filter.id.test(`${resolve('src/app/NavBar.tsx')}`)).toBe(false);
  });
});

// Decision 034: a journey's first screen awaits the messages its own code can show, no others.
describe("a journey screen's catalog", () => {
  it("holds the deposit screen's texts, its card fields' and its consent's, in the language", async () => {
    const italian = texts(await partMessages('it', 'screen=deposit'));
    // The catalog's words, written here by hand.
    expect(italian).toContain('["Pagamento acconto"]');
    expect(italian).toContain('["Paga con carta l\'acconto per il tuo soggiorno. Riceverai una ricevuta via email."]');
    expect(italian).toContain('["I pagamenti con carta non sono disponibili al momento. Riprova più tardi."]');
    expect(italian).toContain('["Ho letto e accetto l\'",["privacyLink"]]');
    // Not the rooms', the admin's or the day spa's.
    expect(italian).not.toContain('["Scegli le tue camere"]');
    expect(italian).not.toContain('["Tutte le pagine"]');
    const full = readFileSync('locales/it/messages.po', 'utf8').match(/^msgid "./gm)!.length;
    expect(italian.length).toBeLessThan(full / 3);
  }, 60_000);

  it("holds the day spa's start in German and the rooms' in Italian, each without the other", async () => {
    const spa = texts(await partMessages('de', 'screen=daySpa'));
    // The free babies' note, a plural by the product's free age (product.md §3.1).
    expect(spa.some((text) => text.includes('Babys bis zu einem Jahr sind frei: du kannst sie'))).toBe(true);
    expect(spa).not.toContain('["Wähle deine Zimmer"]');
    const rooms = texts(await partMessages('it', 'screen=booking'));
    expect(rooms).toContain('["Scegli le tue camere"]');
    expect(rooms).not.toContain('["Pagamento acconto"]');
  }, 60_000);

  it("follows a screen's imports, static and on demand, but not its type-only ones", () => {
    const deposit = importClosure(process.cwd(), 'src/screens/deposit/DepositPaymentScreen.tsx');
    expect(deposit).toContain('src/screens/deposit/DepositForm.tsx');
    expect(deposit).toContain('src/payments/CardPaymentFields.tsx');
    expect(deposit).toContain('src/ui/ConsentCheckbox.tsx');
    expect(
      [...deposit].filter((file) => file.startsWith('src/screens/checkIn/') || file.startsWith('src/screens/admin/')),
    ).toEqual([]);
    // BookingRoutes loads its payment step on demand; the booking statechart is imported for its types only in the views.
    const booking = importClosure(process.cwd(), 'src/screens/booking/BookingRoutes.tsx');
    expect(booking).toContain('src/screens/booking/payment/PaymentForm.tsx');
    // Through tsconfig's path aliases too: the rooms screen imports '@src/i18n/counts', whose
    // messages were missing from the rooms' catalog part when only relative imports were followed.
    expect(booking).toContain('src/i18n/counts.ts');
    expect(booking).toContain('domain/dates.ts');
  });

  it('refuses a screen that has no catalog of its own', async () => {
    await expect(partMessages('it', 'screen=nowhere')).rejects.toThrow('no screen catalog named nowhere');
  });
});
