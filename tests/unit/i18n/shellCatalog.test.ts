import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Messages } from '@lingui/core';
import { shellCatalog } from '../../../scripts/build/shellCatalog';

type LoadHook = { filter: { id: RegExp }; handler: (this: { addWatchFile(file: string): void }, id: string) => Promise<{ code: string }> };

/** The plugin's answer for `locales/{locale}/messages.po?shell`: a module exporting `messages`. */
async function shellMessages(locale: string): Promise<Messages> {
  const load = shellCatalog().load as unknown as LoadHook;
  const id = `${resolve('locales', locale, 'messages.po')}?shell`;
  expect(load.filter.id.test(id)).toBe(true);
  const { code } = await load.handler.call({ addWatchFile: () => {} }, id);
  const body = code.replace(/^\/\*eslint-disable\*\/export const messages=/, 'return ');
  expect(body).not.toBe(code);
  return new Function(body)() as Messages;
}

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

  it('leaves out what only the journeys show', async () => {
    const italian = texts(await shellMessages('it'));
    expect(italian).not.toContain('["Scegli le tue camere"]');
    expect(italian.length).toBeLessThan(80);
  }, 60_000);

  it('is asked for no other module', () => {
    const load = shellCatalog().load as unknown as LoadHook;
    expect(load.filter.id.test(`${resolve('locales/it/messages.po')}`)).toBe(false);
    expect(load.filter.id.test(`${resolve('src/app/NavBar.tsx')}`)).toBe(false);
  });
});
