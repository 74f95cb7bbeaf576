import { describe, expect, it } from 'vitest';
import { countedWords as w, countOf } from '@domain/plurals';

// Issue 16 item 13: the mails said '1 adulti, 1 bambini', '1 adults, 1 children', '1 Erwachsene, 1 Kinder'.
describe('counted words of the server texts', () => {
  it('picks the singular for one and the plural otherwise, in each language', () => {
    expect([
      countOf(w.adults, 'it', 1),
      countOf(w.adults, 'it', 2),
      countOf(w.children, 'it', 1),
      countOf(w.children, 'it', 0),
    ]).toEqual(['1 adulto', '2 adulti', '1 bambino', '0 bambini']);
    expect([
      countOf(w.adults, 'en', 1),
      countOf(w.adults, 'en', 2),
      countOf(w.children, 'en', 1),
      countOf(w.children, 'en', 2),
    ]).toEqual(['1 adult', '2 adults', '1 child', '2 children']);
    expect([
      countOf(w.adults, 'de', 1),
      countOf(w.adults, 'de', 3),
      countOf(w.children, 'de', 1),
      countOf(w.children, 'de', 2),
    ]).toEqual(['1 Erwachsener', '3 Erwachsene', '1 Kind', '2 Kinder']);
    expect([
      countOf(w.nights, 'de', 1),
      countOf(w.nights, 'de', 7),
      countOf(w.nights, 'it', 1),
      countOf(w.nights, 'en', 1),
    ]).toEqual(['1 Nacht', '7 Nächte', '1 notte', '1 night']);
    expect([
      countOf(w.people, 'it', 1),
      countOf(w.people, 'en', 4),
      countOf(w.rooms, 'it', 2),
      countOf(w.minutes, 'de', 60),
    ]).toEqual(['1 persona', '4 people', '2 camere', '60 Minuten']);
  });
});
