// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES, interpolate, isLocale, pickLocale } from '@domain/locales';

describe('site languages (product.md §1.2: every route starts with it, en or de)', () => {
  it('speaks Italian, English and German, Italian first', () => {
    expect(LOCALES).toEqual(['it', 'en', 'de']);
    expect(DEFAULT_LOCALE).toBe('it');
  });

  it('knows its own language codes only', () => {
    expect(['it', 'en', 'de'].map(isLocale)).toEqual([true, true, true]);
    expect(['fr', 'EN', '', 'english'].map(isLocale)).toEqual([false, false, false, false]);
    expect(isLocale(3)).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe("pickLocale (the browser's Accept-Language)", () => {
  it('takes the first language we speak, region and case ignored', () => {
    expect(pickLocale('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(pickLocale('EN-gb')).toBe('en');
    expect(pickLocale('fr-FR, en-US;q=0.5')).toBe('en');
  });

  it('follows the q weights, not the order written', () => {
    expect(pickLocale('en;q=0.3, it;q=0.7')).toBe('it');
    expect(pickLocale('de;q=0.2, fr, en;q=0.9')).toBe('en');
    expect(pickLocale('en; q=0.4, de; q=0.6')).toBe('de');
  });

  it('treats a language without weight as q=1', () => {
    expect(pickLocale('de;q=0.99, en')).toBe('en');
  });

  it('falls back to Italian when the browser says nothing we speak', () => {
    expect(pickLocale('fr-FR,es;q=0.8')).toBe('it');
    expect(pickLocale('')).toBe('it');
    expect(pickLocale(null)).toBe('it');
    expect(pickLocale(undefined)).toBe('it');
  });
});

describe('interpolate', () => {
  it('fills every named placeholder', () => {
    expect(interpolate('from {min} to {max} adults', { min: 1, max: 3 })).toBe('from 1 to 3 adults');
    expect(interpolate('{n} and {n}', { n: 'x' })).toBe('x and x');
  });

  it('leaves unknown placeholders and plain text alone', () => {
    expect(interpolate('up to {max} rooms', {})).toBe('up to {max} rooms');
    expect(interpolate('up to {max} rooms')).toBe('up to {max} rooms');
    expect(interpolate('no braces', { max: 5 })).toBe('no braces');
  });
});
