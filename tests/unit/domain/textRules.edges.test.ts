// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { alloggiatiLine, type AlloggiatiGuest } from '@domain/alloggiati';
import { groupIban, normalizeBic } from '@domain/bankAccount';
import { applicableCheckIn } from '@domain/checkIn';
import { formatGiftCardCode, giftCardCodeFrom, isGiftCardCode } from '@domain/giftCardCode';
import { pickLocale } from '@domain/locales';

// Edges of domain rules the first tests left open (mutation score, issue 8 §5); expected values
// written by hand from docs/product.md, the issues and the formats' own documents.

const GERMANY = 100000216;
const FRANCE = 100000215;

describe('Alloggiati Web record edges (../shared/data/README.md layout)', () => {
  const guest: AlloggiatiGuest = {
    guestType: 16,
    arrival: '2026-07-10',
    nights: 3,
    lastName: 'Muller',
    firstName: 'Anna',
    sex: 'F',
    dateOfBirth: '1980-03-02',
    birthCountryId: GERMANY,
    birthBoroughId: null,
    birthProvinceId: null,
    citizenshipId: GERMANY,
    document: { type: 'PASOR', number: 'C01X00T47', issuingCountryId: GERMANY, issuingBoroughId: null },
  };

  it('declares 1 to 30 days of stay, and a longer stay as the service limit of 30 (issue 34)', () => {
    expect(alloggiatiLine({ ...guest, nights: 1 }).slice(12, 14)).toBe('01');
    expect(alloggiatiLine({ ...guest, nights: 30 }).slice(12, 14)).toBe('30');
    expect(alloggiatiLine({ ...guest, nights: 31 }).slice(12, 14)).toBe('30');
    expect(alloggiatiLine({ ...guest, nights: 100 }).slice(12, 14)).toBe('30');
  });

  it('asks a group leader (type 18) for the identity document too', () => {
    expect(() => alloggiatiLine({ ...guest, guestType: 18, document: null })).toThrow(
      'guest type 18 needs an identity document',
    );
    expect(alloggiatiLine({ ...guest, guestType: 18 }).slice(0, 2)).toBe('18');
  });

  it('writes a letter without an accent to strip in A-Z, never as a space (issue 34)', () => {
    const line = alloggiatiLine({ ...guest, lastName: 'Ørsted' });
    expect(line.slice(14, 21)).toBe('ORSTED ');
    expect(line).toHaveLength(168);
  });
});

describe('check-in: what does not apply is dropped (product.md §9, issue 13)', () => {
  it('drops the issuing comune of a document issued outside Italy, keeps it for Italy', () => {
    const booker = {
      document_issuing_country_id: FRANCE,
      document_issuing_borough_id: 405028001,
      birth_country_id: GERMANY,
      country_id: GERMANY,
    };
    expect(applicableCheckIn(booker, 'booker').document_issuing_borough_id).toBeNull();
    expect(
      applicableCheckIn({ ...booker, document_issuing_country_id: 100000100 }, 'booker').document_issuing_borough_id,
    ).toBe(405028001);
  });
});

describe('gift card code edges (issue 11)', () => {
  it('refuses a character outside the alphabet even where the check character would fit', () => {
    // 'U' is no Crockford character; read as -1 it would give the check character '3'.
    expect(isGiftCardCode('U000000000000003')).toBe(false);
  });

  it('makes a code from 15 alphabet indexes and its check character', () => {
    // Worked out by hand in giftCards.test.ts: fifteen characters '0...01' check to 'Y'.
    expect(giftCardCodeFrom([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1])).toBe('000000000000001Y');
    expect(giftCardCodeFrom([31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]).slice(0, 15)).toBe('Z00000000000000');
  });

  it('prints nothing for an empty code', () => {
    expect(formatGiftCardCode('')).toBe('');
  });
});

describe('bank details as people type them (product.md §8.2 refund request)', () => {
  it('writes a BIC without spaces in upper case', () => {
    expect(normalizeBic(' uncr it mm ')).toBe('UNCRITMM');
  });

  it('keeps at most 34 characters of an IBAN, the longest there is', () => {
    expect(groupIban('A'.repeat(40))).toBe('AAAA AAAA AAAA AAAA AAAA AAAA AAAA AAAA AA');
  });
});

describe('Accept-Language parameters other than q (RFC 9110)', () => {
  it('reads the weight from q= wherever it stands among the parameters', () => {
    expect(pickLocale('en;x=0.1;q=1, de;q=0.5')).toBe('en');
  });
});
