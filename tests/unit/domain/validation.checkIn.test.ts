// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { checkInSchema } from '@domain/validation';
import { applicableCheckIn, maskDocumentNumber } from '@domain/checkIn';
import { errorsOf } from './helpers';

const today = '2026-07-10';
const ITALY = 100000100;
const GERMANY = 100000216;
const schema = (locale: 'en' | 'it' | 'de' = 'en') => checkInSchema(locale, { today });

/** A German guest, complete: nothing Italian is asked. */
const foreigner = {
  position: 1,
  first_name: 'Anna',
  last_name: 'Müller',
  sex: 'F' as const,
  date_of_birth: '1980-03-02',
  nationality_id: GERMANY,
  birth_country_id: GERMANY,
  country_id: GERMANY,
  document_type: 'PASOR',
  document_number: 'C01X00T47',
  document_expiry_date: '2030-01-31',
  document_issuing_country_id: GERMANY,
  privacy_consent: true,
  data_consent: true,
};

/** An Italian guest born in Abano Terme (PD), living in Padova, card issued in Abano. */
const italian = {
  ...foreigner,
  first_name: 'Giulia',
  last_name: "D'Angelo",
  nationality_id: ITALY,
  birth_country_id: ITALY,
  birth_province_id: 'PD',
  birth_borough_id: 405028001,
  country_id: ITALY,
  province_id: 'PD',
  document_type: 'IDELE',
  document_number: 'CA 12345 AB',
  document_issuing_country_id: ITALY,
  document_issuing_borough_id: 405028001,
};

describe('checkInSchema: what everyone gives', () => {
  it('names every missing required field, in the guest language', async () => {
    expect(await errorsOf(schema(), { position: 1 })).toEqual({
      first_name: 'The first name is required.',
      last_name: 'The last name is required.',
      sex: 'Please choose M or F.',
      date_of_birth: 'The date of birth is required.',
      nationality_id: 'Please choose the citizenship.',
      birth_country_id: 'Please choose the country of birth.',
      country_id: 'Please choose the country of residence.',
      document_type: 'Please choose one of the listed documents.',
      document_number: 'The document number is required.',
      document_expiry_date: 'The expiry date is required.',
      document_issuing_country_id: 'Please choose the country that issued the document.',
      privacy_consent: 'Please accept the privacy policy.',
      data_consent: 'Please agree to the processing of your data for the police report.',
    });
    const it = await errorsOf(schema('it'), { ...foreigner, data_consent: false, sex: 'X' });
    expect(it).toEqual({
      sex: 'Scegli M o F.',
      data_consent: 'Acconsenti al trattamento dei dati per la comunicazione alla Questura.',
    });
    const de = await errorsOf(schema('de'), { ...foreigner, nationality_id: '' });
    expect(de).toEqual({ nationality_id: 'Bitte wähle die Staatsangehörigkeit.' });
  });

  it('needs to know which guest of the reservation it is', async () => {
    expect((await errorsOf(schema('it'), { ...foreigner, position: 0 })).position).toBe(
      'Questa prenotazione non ha questo ospite.',
    );
    expect((await errorsOf(schema(), { ...foreigner, position: 'x' })).position).toBe(
      'This reservation has no such guest.',
    );
  });

  it('accepts a complete foreign guest without any Italian place', async () => {
    expect(await errorsOf(schema(), foreigner)).toEqual({});
  });

  it('refuses a date of birth in the future, before 1900 or not a real date', async () => {
    expect((await errorsOf(schema(), { ...foreigner, date_of_birth: '2026-07-11' })).date_of_birth).toBe(
      'The date of birth cannot be in the future.',
    );
    expect(await errorsOf(schema(), { ...foreigner, date_of_birth: '2026-07-10' })).toEqual({});
    expect((await errorsOf(schema('de'), { ...foreigner, date_of_birth: '1899-12-31' })).date_of_birth).toBe(
      'Bitte prüfe das Geburtsdatum: Es liegt vor dem 01/01/1900.',
    );
    expect((await errorsOf(schema(), { ...foreigner, date_of_birth: '1981-02-29' })).date_of_birth).toBe(
      'Please enter a valid date.',
    );
  });

  it('wants names in Latin letters, as the police file carries them, within its widths', async () => {
    expect((await errorsOf(schema(), { ...foreigner, last_name: 'Иванова' })).last_name).toBe(
      'Please write the name in Latin letters, as in the identity document.',
    );
    expect(await errorsOf(schema(), { ...foreigner, first_name: 'Zoë-Élise', last_name: "O'Brien Núñez" })).toEqual({});
    expect((await errorsOf(schema(), { ...foreigner, first_name: 'A'.repeat(31) })).first_name).toBe(
      'This field may not be longer than 30 characters.',
    );
    expect((await errorsOf(schema(), { ...foreigner, last_name: 'B'.repeat(51) })).last_name).toBe(
      'This field may not be longer than 50 characters.',
    );
  });

  it('takes email and newsletter as optional, but a given email must be valid', async () => {
    expect(await errorsOf(schema(), { ...foreigner, email: '' })).toEqual({});
    expect((await errorsOf(schema(), { ...foreigner, email: 'anna@' })).email).toBe(
      'Please enter a valid email address.',
    );
  });
});

describe('checkInSchema: the Italy rules', () => {
  it('asks province and comune of birth, and province of residence, only for Italy', async () => {
    const bare = {
      ...italian,
      birth_province_id: '',
      birth_borough_id: '',
      province_id: '',
      document_issuing_borough_id: '',
    };
    expect(await errorsOf(schema(), bare)).toEqual({
      birth_province_id: 'Please choose the province of birth.',
      birth_borough_id: 'Please choose the comune of birth.',
      province_id: 'Please choose the province of residence.',
      document_issuing_borough_id: 'Please choose the comune that issued the document.',
    });
    expect(
      await errorsOf(schema('it'), {
        ...bare,
        birth_country_id: GERMANY,
        country_id: GERMANY,
        document_issuing_country_id: GERMANY,
      }),
    ).toEqual({});
  });

  it('accepts a complete Italian guest and normalises the document number', async () => {
    const valid = await schema().validate(italian);
    expect(valid.document_number).toBe('CA12345AB');
    expect(valid.birth_borough_id).toBe(405028001);
  });

  it('drops Italian places sent for a guest born abroad', async () => {
    const valid = await schema().validate({
      ...foreigner,
      birth_province_id: 'PD',
      birth_borough_id: 405028001,
      province_id: 'PD',
    });
    expect(valid).not.toHaveProperty('birth_borough_id');
    expect(valid).not.toHaveProperty('province_id');
  });
});

describe('checkInSchema: the document', () => {
  it('takes only the four document types', async () => {
    expect((await errorsOf(schema(), { ...foreigner, document_type: 'PATEN' })).document_type).toBe(
      'Please choose one of the listed documents.',
    );
    for (const type of ['IDENT', 'IDELE', 'PASOR', 'PASDI'])
      expect(await errorsOf(schema(), { ...foreigner, document_type: type })).toEqual({});
  });

  it('refuses an expired document and one with signs in its number', async () => {
    expect(
      (await errorsOf(schema('it'), { ...foreigner, document_expiry_date: '2026-07-09' })).document_expiry_date,
    ).toBe('Questo documento è scaduto: indicane uno valido.');
    expect(await errorsOf(schema(), { ...foreigner, document_expiry_date: today })).toEqual({});
    expect((await errorsOf(schema(), { ...foreigner, document_number: 'AB-12/3' })).document_number).toBe(
      'The document number may contain only letters and digits, up to 20.',
    );
    expect((await errorsOf(schema(), { ...foreigner, document_number: 'A'.repeat(21) })).document_number).toBe(
      'The document number may contain only letters and digits, up to 20.',
    );
  });

  it('asks no document of a companion, and drops one sent anyway', async () => {
    const { document_type, document_number, document_expiry_date, document_issuing_country_id, ...personal } =
      foreigner;
    expect(await errorsOf(schema(), { ...personal, position: 2 })).toEqual({});
    const valid = await schema().validate({ ...foreigner, position: 3, document_type: 'PATEN' });
    expect(valid).not.toHaveProperty('document_number');
    expect(valid).not.toHaveProperty('document_type');
  });
});

describe('checkInSchema: what the form sends as it types it', () => {
  it('reads an empty email as none, a lower-case province in capitals, a document number without its spaces', async () => {
    const valid = await schema().validate({
      ...italian,
      email: '',
      province_id: 'pd',
      birth_province_id: 'pd',
      document_number: 'ca\t12345  ab',
    });
    expect(valid).toMatchObject({
      email: null,
      province_id: 'PD',
      birth_province_id: 'PD',
      document_number: 'CA12345AB',
      newsletter_consent: false,
    });
  });

  it('says only that a missing date of birth is required (the server lists every message of a field)', async () => {
    const { date_of_birth: _missing, ...rest } = foreigner;
    const error = await schema()
      .validate(rest, { abortEarly: false })
      .catch((e: ValidationError) => e);
    expect(
      error instanceof ValidationError &&
        error.inner.filter((item) => item.path === 'date_of_birth').map((item) => item.message),
    ).toEqual(['The date of birth is required.']);
  });

  it('takes 1 January 1900 as the earliest date of birth', async () => {
    expect(await errorsOf(schema(), { ...foreigner, date_of_birth: '1900-01-01' })).toEqual({});
  });

  it('refuses an expiry date that does not exist, even a future one', async () => {
    expect(await errorsOf(schema(), { ...foreigner, document_expiry_date: '2030-02-30' })).toEqual({
      document_expiry_date: 'Please enter a valid date.',
    });
  });

  it("keeps the booker's issuing comune and drops a companion's", async () => {
    expect((await schema().validate(italian)).document_issuing_borough_id).toBe(405028001);
    expect(await schema().validate({ ...italian, position: 2 })).not.toHaveProperty('document_issuing_borough_id');
  });
});

describe('check-in helpers', () => {
  it('keeps one schema valid across days: today is read when validating', async () => {
    const lasting = checkInSchema('en');
    expect(await errorsOf(lasting, { ...foreigner, document_expiry_date: '2020-01-01' })).toEqual({
      document_expiry_date: 'This document has expired: please give a valid one.',
    });
  });

  it('keeps only what applies to the guest', () => {
    const kept = applicableCheckIn(
      { ...foreigner, birth_province_id: 'PD', birth_borough_id: 1, province_id: 'PD', document_issuing_borough_id: 2 },
      'companion',
    );
    expect(kept).toMatchObject({
      birth_province_id: null,
      birth_borough_id: null,
      province_id: null,
      document_number: null,
      document_type: null,
    });
    expect(applicableCheckIn(italian, 'booker')).toMatchObject({
      birth_borough_id: 405028001,
      province_id: 'PD',
      document_issuing_borough_id: 405028001,
    });
  });

  it('masks all but the last three characters of a document number', () => {
    expect(maskDocumentNumber('CA12345AB')).toBe('••••••5AB');
    expect(maskDocumentNumber('X1')).toBe('•••X1');
    expect(maskDocumentNumber(null)).toBeNull();
  });
});
