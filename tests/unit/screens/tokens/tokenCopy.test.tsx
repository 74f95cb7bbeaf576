// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@src/i18n/i18n';
import { TokenCreateFailure } from '@src/screens/tokens/TokenCreateFailure';
import { RevealedToken } from '@src/screens/tokens/RevealedToken';
import { cleanup, render } from '../../ui/harness';

const TOKEN = 'terme_pat_0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLM';

afterEach(async () => {
  await cleanup();
  await act(() => activateLocale('en'));
});

describe('the token manager’s failure copy (product.md §13)', () => {
  it('lists a refusal’s messages under the Whoops heading, in en, it and de', async () => {
    const headings = {
      en: 'Whoops! Something went wrong!',
      it: 'Ops! Qualcosa è andato storto!',
      de: 'Hoppla! Etwas ist schiefgelaufen!',
    } as const;
    for (const [locale, heading] of Object.entries(headings) as [keyof typeof headings, string][]) {
      await act(() => activateLocale(locale));
      const view = await render(<TokenCreateFailure errors={['first message', 'second message']} />);
      expect(view.querySelector('[role="alert"] strong')?.textContent).toBe(heading);
      expect([...view.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['first message', 'second message']);
      await cleanup();
    }
  });

  it('says "try again" when the failure carries no messages, in en, it and de', async () => {
    const texts = {
      en: 'Something went wrong. Please try again.',
      it: 'Qualcosa è andato storto. Riprova.',
      de: 'Etwas ist schiefgelaufen. Bitte versuche es erneut.',
    } as const;
    for (const [locale, text] of Object.entries(texts) as [keyof typeof texts, string][]) {
      await act(() => activateLocale(locale));
      const view = await render(<TokenCreateFailure errors={[]} />);
      expect(view.textContent).toBe(text);
      expect(view.querySelector('ul')).toBeNull();
      await cleanup();
    }
  });
});

describe('the one-time token', () => {
  it('shows the token with the warning that it will not be shown again, in it and de', async () => {
    const warnings = {
      it: 'Copia ora il tuo nuovo token: non verrà mostrato di nuovo.',
      de: 'Kopiere dein neues Token jetzt: Es wird nicht noch einmal angezeigt.',
    } as const;
    for (const [locale, warning] of Object.entries(warnings) as [keyof typeof warnings, string][]) {
      await act(() => activateLocale(locale));
      const view = await render(<RevealedToken token={TOKEN} onDone={() => {}} />);
      expect(view.querySelector('[role="note"]')?.textContent).toBe(warning);
      expect(view.querySelector('input')?.value).toBe(TOKEN);
      await cleanup();
    }
  });

  it('copies the token to the clipboard and says so', async () => {
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
    const view = await render(<RevealedToken token={TOKEN} onDone={() => {}} />);
    const copy = [...view.querySelectorAll('button')].find((button) => button.textContent === 'Copy')!;
    await act(async () => copy.click());
    expect(copied).toEqual([TOKEN]);
    expect(view.querySelector('[aria-live="polite"]')?.textContent).toBe('Copied to the clipboard.');
  });
});
