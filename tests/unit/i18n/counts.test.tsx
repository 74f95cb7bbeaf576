// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { useCounts, useOccupancy } from '@src/i18n/counts';
import { cleanup, render } from '../ui/harness';

// Issue 16 item 13: '1 adulti, 1 bambini' was built with `n === 1 ?` and wrong forms. The words
// below are the languages' own (written by hand), through the real catalogs.

async function activate(locale: 'en' | 'it' | 'de') {
  const { messages } = await import(`../../../locales/${locale}/messages.po`);
  i18n.loadAndActivate({ locale, messages });
}

function Counts() {
  const counts = useCounts();
  const occupancy = useOccupancy();
  return (
    <ul>
      <li>{occupancy(1, 1)}</li>
      <li>{occupancy(2, 2)}</li>
      <li>{occupancy(3, 0)}</li>
      <li>{`${counts.nights(1)} / ${counts.nights(4)}`}</li>
      <li>{`${counts.people(1)} / ${counts.people(2)}`}</li>
      <li>{`${counts.guests(1)} / ${counts.guests(5)}`}</li>
      <li>{`${counts.roomsLeft(1)} / ${counts.roomsLeft(3)}`}</li>
      <li>{`${counts.years(1)} / ${counts.years(0)}`}</li>
    </ul>
  );
}

const shown = async () => [...(await render(<Counts />)).querySelectorAll('li')].map((li) => li.textContent);

describe('counted words in the three languages', () => {
  afterEach(async () => {
    await cleanup();
    await activate('en');
  });

  it('English', async () => {
    await activate('en');
    expect(await shown()).toEqual([
      '1 adult, 1 kid',
      '2 adults, 2 kids',
      '3 adults',
      '1 night / 4 nights',
      '1 person / 2 people',
      '1 guest / 5 guests',
      'Only 1 room left / Only 3 rooms left',
      '1 year / 0 years',
    ]);
  });

  it('Italian', async () => {
    await activate('it');
    expect(await shown()).toEqual([
      '1 adulto, 1 bambino',
      '2 adulti, 2 bambini',
      '3 adulti',
      '1 notte / 4 notti',
      '1 persona / 2 persone',
      '1 ospite / 5 ospiti',
      'Solo 1 camera rimasta / Solo 3 camere rimaste',
      '1 anno / 0 anni',
    ]);
  });

  it('German', async () => {
    await activate('de');
    expect(await shown()).toEqual([
      '1 Erwachsener, 1 Kind',
      '2 Erwachsene, 2 Kinder',
      '3 Erwachsene',
      '1 Nacht / 4 Nächte',
      '1 Person / 2 Personen',
      '1 Gast / 5 Gäste',
      'Nur noch 1 Zimmer frei / Nur noch 3 Zimmer frei',
      '1 Jahr / 0 Jahre',
    ]);
  });
});
