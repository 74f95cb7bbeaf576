import { setup } from 'xstate';
import { expect } from './support/fixtures';
import { describeModel } from './support/modelHarness';

// A test model of the language switcher (the app keeps the language in the route, not in a
// machine): from any language, each other language is one click away and the path stays.
const languages = { it: 'Errore 404', en: 'Error 404', de: 'Fehler 404' } as const;
type Lang = keyof typeof languages;
const others = (lang: Lang) => (Object.keys(languages) as Lang[]).filter((l) => l !== lang);

const languageSwitcherModel = setup({
  types: { events: {} as { type: 'language.it' } | { type: 'language.en' } | { type: 'language.de' } },
}).createMachine({
  id: 'languageSwitcher',
  initial: 'it',
  states: Object.fromEntries(
    (Object.keys(languages) as Lang[]).map((lang) => [
      lang,
      { on: Object.fromEntries(others(lang).map((to) => [`language.${to}`, to])) },
    ]),
  ),
});

const PATH = '/somewhere/deep?ref=model';

describeModel({
  plan: {
    machine: languageSwitcherModel,
    events: [{ type: 'language.it' }, { type: 'language.en' }, { type: 'language.de' }],
  },
  start: async (page) => {
    await page.goto(`/it${PATH}`);
  },
  states: Object.fromEntries(
    (Object.keys(languages) as Lang[]).map((lang) => [
      lang,
      async (page) => {
        await expect(page).toHaveURL((url) => url.pathname + url.search === `/${lang}${PATH}`);
        await expect(page.getByRole('heading', { level: 1, name: languages[lang] })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
      },
    ]),
  ),
  events: Object.fromEntries(
    (Object.keys(languages) as Lang[]).map((lang) => [
      `language.${lang}`,
      async (page) => {
        await page.locator('.language-switcher').getByRole('link', { name: lang.toUpperCase(), exact: true }).click();
      },
    ]),
  ),
});
