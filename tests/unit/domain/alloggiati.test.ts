// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  alloggiatiFile,
  alloggiatiLine,
  alloggiatiNotes,
  alloggiatiText,
  guestTypeFor,
  unwritableLetters,
  type AlloggiatiGuest,
} from '@domain/alloggiati';

// Expected lines written out by hand from the record layout of ../shared/data/README.md:
// type 2 | arrival 10 | nights 2 | surname 50 | first name 30 | sex 1 | birth date 10 |
// comune of birth 9 | province 2 | state of birth 9 | citizenship 9 | document type 5 |
// document number 20 | place of issue 9  = 168 characters.
const ANNA_SINGLE =
  '1610/07/202603MULLER                                            ANNA                          202/03/1980           100000216100000216PASORC01X00T47           100000216';
const GIULIA_HEAD =
  "1701/08/202602D'ANGELO                                          GIULIA                        230/11/1975405028001PD100000100100000100IDELECA12345AB           405028001";
const LUCA_MEMBER =
  "1901/08/202602D'ANGELO                                          LUCA                          115/05/2012405028060PD100000100100000100                                  ";
const SOPHIE_MEMBER =
  '1901/08/202602DUBOIS                                            SOPHIE                        209/09/1979           100000215100000215                                  ';

const anna: AlloggiatiGuest = {
  guestType: 16,
  arrival: '2026-07-10',
  nights: 3,
  lastName: 'Müller',
  firstName: 'Anna',
  sex: 'F',
  dateOfBirth: '1980-03-02',
  birthCountryId: 100000216,
  birthBoroughId: null,
  birthProvinceId: null,
  citizenshipId: 100000216,
  document: { type: 'PASOR', number: 'C01X00T47', issuingCountryId: 100000216, issuingBoroughId: null },
};
const giulia: AlloggiatiGuest = {
  guestType: 17,
  arrival: '2026-08-01',
  nights: 2,
  lastName: 'D’Angelo',
  firstName: 'Giulia',
  sex: 'F',
  dateOfBirth: '1975-11-30',
  birthCountryId: 100000100,
  birthBoroughId: 405028001,
  birthProvinceId: 'PD',
  citizenshipId: 100000100,
  document: { type: 'IDELE', number: 'CA12345AB', issuingCountryId: 100000100, issuingBoroughId: 405028001 },
};
const luca: AlloggiatiGuest = {
  ...giulia,
  guestType: 19,
  firstName: 'Luca',
  sex: 'M',
  dateOfBirth: '2012-05-15',
  birthBoroughId: 405028060,
  document: null,
};
const sophie: AlloggiatiGuest = {
  ...luca,
  lastName: 'Dubois',
  firstName: 'Sophie',
  sex: 'F',
  dateOfBirth: '1979-09-09',
  birthCountryId: 100000215,
  // A comune left over from an earlier answer must not reach the line of someone born abroad.
  birthBoroughId: 405028060,
  birthProvinceId: 'PD',
  citizenshipId: 100000215,
};

describe('alloggiatiLine', () => {
  it('writes a single foreign guest with the passport and the issuing state', () => {
    expect(alloggiatiLine(anna)).toBe(ANNA_SINGLE);
    expect(ANNA_SINGLE).toHaveLength(168);
  });

  it('writes an Italian head of family with comune and province of birth and the issuing comune', () => {
    expect(alloggiatiLine(giulia)).toBe(GIULIA_HEAD);
  });

  it('leaves the document blank for family members, and the Italian places for those born abroad', () => {
    expect(alloggiatiLine(luca)).toBe(LUCA_MEMBER);
    expect(alloggiatiLine({ ...sophie, document: anna.document })).toBe(SOPHIE_MEMBER);
  });

  it('upper-cases, drops accents and cuts names to their widths', () => {
    const line = alloggiatiLine({
      ...anna,
      firstName: 'Zoë-Élise Maria Antonietta Francesca',
      lastName: 'Núñez de la Peña y ' + 'Ö'.repeat(40),
    });
    expect(line.slice(14, 64)).toBe('NUNEZ DE LA PENA Y OOOOOOOOOOOOOOOOOOOOOOOOOOOOOOO');
    expect(line.slice(64, 94)).toBe('ZOE-ELISE MARIA ANTONIETTA FRA');
    expect(line).toHaveLength(168);
  });

  it('refuses a stay of no nights and a booker without a document', () => {
    expect(() => alloggiatiLine({ ...anna, nights: 0 })).toThrow(RangeError);
    expect(() => alloggiatiLine({ ...anna, document: null })).toThrow(RangeError);
  });
});

// Issue 34: Ł, Ø and the like have no accent to strip; they became blanks ('  UKASZ').
describe('the police file writes every Latin letter in A-Z (product.md §12.2)', () => {
  const lukasz: AlloggiatiGuest = { ...anna, firstName: 'Łukasz', lastName: 'Ørsted Łapiński' };

  it('writes Łukasz Ørsted Łapiński as LUKASZ / ORSTED LAPINSKI', () => {
    const line = alloggiatiLine(lukasz);
    expect(line.slice(14, 64)).toBe('ORSTED LAPINSKI' + ' '.repeat(35));
    expect(line.slice(64, 94)).toBe('LUKASZ' + ' '.repeat(24));
    expect(line).toHaveLength(168);
  });

  it.each([
    ['Æsa', 'AESA'],
    ['Đorđe', 'DORDE'],
    ['Œuvray', 'OEUVRAY'],
    ['Þórunn', 'THORUNN'],
    ['Straße', 'STRASSE'],
    ['Ħaġar', 'HAGAR'],
    ['ŉame', "'NAME"],
    ['Ŀluís', 'LLUIS'],
    ['Gaðr', 'GADR'],
    ['D’Angelo', "D'ANGELO"],
  ])('%s -> %s', (name, written) => {
    expect(alloggiatiText(name)).toBe(written);
    expect(unwritableLetters(name)).toEqual([]);
  });

  it('names the letters it cannot write, so check-in refuses them', () => {
    expect(unwritableLetters('Иван')).toEqual(['И', 'В', 'А', 'Н']);
    expect(unwritableLetters('Łukasz')).toEqual([]);
  });

  it('cuts a 60-letter surname to its 50 and notes it, as it notes a stay over 30 days', () => {
    const long = { ...lukasz, lastName: 'A'.repeat(60), nights: 45 };
    expect(alloggiatiLine(long).slice(14, 64)).toBe('A'.repeat(50));
    expect(alloggiatiLine(long).slice(12, 14)).toBe('30');
    expect(alloggiatiNotes(long)).toEqual(['nightsCapped', 'lastNameShortened']);
    expect(alloggiatiNotes(lukasz)).toEqual([]);
    expect(alloggiatiNotes({ ...lukasz, firstName: 'ß'.repeat(20) })).toEqual(['firstNameShortened']);
  });
});

describe('alloggiatiFile', () => {
  it('ends every line with CR LF, in the order given', () => {
    expect(alloggiatiFile([giulia, luca, sophie])).toBe(`${GIULIA_HEAD}\r\n${LUCA_MEMBER}\r\n${SOPHIE_MEMBER}\r\n`);
    expect(alloggiatiFile([])).toBe('');
  });
});

describe('guestTypeFor', () => {
  it('makes a guest alone a single guest, else the booker head of family and the others members', () => {
    expect(guestTypeFor(1, 1)).toBe(16);
    expect(guestTypeFor(1, 3)).toBe(17);
    expect(guestTypeFor(2, 3)).toBe(19);
    expect(guestTypeFor(3, 3)).toBe(19);
  });
});
