// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { applyPageHead } from '@src/shared/page/documentHead';
import { notFoundHead, pageHead } from '@domain/pageHead';

// Issue 10 / decision 007: after a client-side navigation the head is the new page's, as the
// server would have sent it; the site's address stays the one the server wrote (APP_URL).
describe('applyPageHead', () => {
  const links = (selector: string) =>
    [...document.head.querySelectorAll<HTMLLinkElement>(selector)].map((l) => [l.hreflang || l.rel, l.href]);

  it('moves title, description, canonical and alternates to the new page, and the robots rule with them', () => {
    document.head.innerHTML = [
      '<title>Scegli le date · Terme Hotel</title>',
      '<meta name="description" content="old" />',
      '<link rel="canonical" href="https://terme.example/it/booking/select-dates" />',
      '<link rel="alternate" hreflang="en" href="https://terme.example/en/booking/select-dates" />',
    ].join('');

    applyPageHead(pageHead('/en/day-spa'));
    expect(document.title).toBe('Day spa · Terme Hotel');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')!.content).toBe(
      'A day at the thermal pools and spa without staying the night: choose the day and book your entry online.',
    );
    expect(links('link[rel="canonical"]')).toEqual([['canonical', 'https://terme.example/en/day-spa']]);
    expect(links('link[rel="alternate"]')).toEqual([
      ['it', 'https://terme.example/it/day-spa'],
      ['en', 'https://terme.example/en/day-spa'],
      ['de', 'https://terme.example/de/day-spa'],
      ['x-default', 'https://terme.example/it/day-spa'],
    ]);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();

    applyPageHead(pageHead('/de/my'));
    expect(document.title).toBe('Mein Konto · Terme Hotel');
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')!.content).toBe('noindex');

    applyPageHead(notFoundHead('it'));
    expect(document.title).toBe('Pagina non trovata · Terme Hotel');
    expect(links('link[rel="canonical"], link[rel="alternate"]')).toEqual([]);

    applyPageHead(pageHead('/it/'));
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(links('link[rel="canonical"]')).toEqual([['canonical', 'https://terme.example/it/']]);
  });
});
