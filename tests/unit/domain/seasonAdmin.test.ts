// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { seasonProblems, staysLeftOut, staysOnDay } from '@domain/seasonAdmin';
import { closedDaySchema, seasonSchema } from '@domain/validation';

// docs/product.md §12.9: a season ends after it starts, seasons never share a day, sales do not
// close before they open; a change may not take away days that reservations hold.
const season = (
  starts_on: string,
  ends_on: string,
  bookable_from: string | null = null,
  bookable_to: string | null = null,
) => ({
  starts_on,
  ends_on,
  bookable_from,
  bookable_to,
});
const y2027 = season('2027-03-01', '2028-01-06');

describe('seasonProblems', () => {
  it('accepts a season that ends after it starts and touches no other', () => {
    expect(seasonProblems(y2027, [season('2026-03-01', '2027-01-06')])).toEqual([]);
  });

  it('refuses a season that ends on the day it starts, or before, on its end', () => {
    expect(seasonProblems(season('2027-03-01', '2027-03-01'), [])).toEqual([
      { field: 'ends_on', key: 'seasonEndsBeforeStart' },
    ]);
    expect(seasonProblems(season('2027-03-01', '2027-02-28'), [])[0]).toMatchObject({ field: 'ends_on' });
  });

  it('refuses a season that shares even one day with another, naming it', () => {
    const previous = season('2026-03-01', '2027-03-01');
    expect(seasonProblems(y2027, [previous])).toEqual([
      { field: 'starts_on', key: 'seasonOverlaps', other: { starts_on: '2026-03-01', ends_on: '2027-03-01' } },
    ]);
    // Inside another, or around it.
    expect(seasonProblems(season('2027-05-01', '2027-05-31'), [y2027])[0]?.key).toBe('seasonOverlaps');
    expect(seasonProblems(season('2027-01-01', '2028-12-31'), [y2027])[0]?.key).toBe('seasonOverlaps');
    // The day after the other's last day is free.
    expect(seasonProblems(season('2028-01-07', '2028-02-28'), [y2027])).toEqual([]);
  });

  it('refuses sales that close before they open, on the closing day; the same day is fine', () => {
    expect(seasonProblems(season('2027-03-01', '2028-01-06', '2026-12-01', '2026-11-30'), [])).toEqual([
      { field: 'bookable_to', key: 'bookableToBeforeFrom' },
    ]);
    expect(seasonProblems(season('2027-03-01', '2028-01-06', '2026-12-01', '2026-12-01'), [])).toEqual([]);
    // Either one alone is fine.
    expect(seasonProblems(season('2027-03-01', '2028-01-06', null, '2026-11-30'), [])).toEqual([]);
  });
});

describe('staysLeftOut', () => {
  const stays = [
    { id: 1, from_date: '2027-03-01', to_date: '2027-03-04' },
    { id: 2, from_date: '2027-05-10', to_date: '2027-05-12' },
    { id: 3, from_date: '2028-01-04', to_date: '2028-01-06' },
    { id: 4, from_date: '2026-12-28', to_date: '2027-01-02' },
  ];

  it('lists every stay of the season when it is deleted', () => {
    expect(staysLeftOut(y2027, null, stays).map((s) => s.id)).toEqual([1, 2, 3]);
  });

  it('lists the stays a shrunk season leaves outside, departure day included', () => {
    expect(staysLeftOut(y2027, season('2027-03-04', '2028-01-05'), stays).map((s) => s.id)).toEqual([1, 3]);
    expect(staysLeftOut(y2027, season('2027-03-01', '2028-01-06'), stays)).toEqual([]);
    expect(staysLeftOut(y2027, season('2027-02-01', '2028-02-01'), stays)).toEqual([]);
  });
});

describe('staysOnDay', () => {
  const stays = [{ id: 1, from_date: '2027-05-10', to_date: '2027-05-12' }];
  it('finds a stay on its arrival, a night and its departure, not the day after', () => {
    expect(staysOnDay('2027-05-10', stays)).toHaveLength(1);
    expect(staysOnDay('2027-05-11', stays)).toHaveLength(1);
    expect(staysOnDay('2027-05-12', stays)).toHaveLength(1);
    expect(staysOnDay('2027-05-13', stays)).toHaveLength(0);
    expect(staysOnDay('2027-05-09', stays)).toHaveLength(0);
  });
});

describe('seasonSchema', () => {
  it('answers in the language next to the field', async () => {
    const errors = await seasonSchema('de')
      .validate(season('2027-03-01', '2027-02-01', '2026-12-01', '2026-11-01'), { abortEarly: false })
      .catch((error: { inner: { path: string; message: string }[] }) => error.inner);
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'ends_on', message: 'Eine Saison endet nach dem Tag, an dem sie beginnt.' }),
        expect.objectContaining({ path: 'bookable_to', message: 'Der Verkauf kann nicht enden, bevor er beginnt.' }),
      ]),
    );
  });

  it('reads empty sales dates as none', async () => {
    const value = await seasonSchema('en').validate({ ...y2027, bookable_from: '', bookable_to: '' });
    expect(value).toMatchObject({ bookable_from: null, bookable_to: null });
  });

  it('refuses a date that is no calendar day', async () => {
    await expect(seasonSchema('en').validate({ ...y2027, starts_on: '2027-02-30' })).rejects.toThrow();
    await expect(closedDaySchema('en').validate({ date: '15/11/2027' })).rejects.toThrow();
  });
});
