// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { SeasonInfo } from '@domain/season';
import { bookingSearchSchema, roomReservationSchema } from '@domain/validation';
import { errorsOf } from './helpers';

const season: SeasonInfo = { start: '2024-03-01', end: '2024-11-03', next: { start: '2025-03-01', end: '2025-11-02' } };
const rules = { season, closedDates: ['2024-06-20'], today: '2024-06-01' };

const searchValues = {
  from: '2024-06-10',
  to: '2024-06-15',
  rooms: [{ adults: 2, children: 1, children_ages: [6] }],
};

describe('bookingSearchSchema', () => {
  it('accepts a search with complete rooms and no code', async () => {
    expect(await errorsOf(bookingSearchSchema('en', rules), searchValues)).toEqual({});
  });

  it('blocks the search with "Age missing" when a kid has no age', async () => {
    const values = { ...searchValues, rooms: [{ adults: 2, children: 2, children_ages: [6, null] }] };
    expect(await errorsOf(bookingSearchSchema('en'), values)).toEqual({ 'rooms[0].children_ages': 'Age missing' });
    expect(await errorsOf(bookingSearchSchema('it'), values)).toEqual({ 'rooms[0].children_ages': 'Età mancante' });
  });

  it('keeps adults to 1..3, kids to 0..2 and ages to 0..17', async () => {
    const values = { ...searchValues, rooms: [{ adults: 4, children: 3, children_ages: [18, 1, 2] }] };
    expect(await errorsOf(bookingSearchSchema('en'), values)).toEqual({
      'rooms[0].adults': 'Each room takes from 1 to 3 adults.',
      'rooms[0].children': 'Each room takes from 0 to 2 children.',
      'rooms[0].children_ages[0]': "A child's age must be between 0 and 17.",
    });
    expect(
      (await errorsOf(bookingSearchSchema('de'), { ...searchValues, rooms: [{ adults: 0, children: 0 }] }))[
        'rooms[0].adults'
      ],
    ).toBe('Jedes Zimmer bietet Platz für 1 bis 3 Erwachsene.');
  });

  it('needs between one and five rooms', async () => {
    expect((await errorsOf(bookingSearchSchema('en'), { ...searchValues, rooms: [] })).rooms).toBe(
      'Please add at least one room.',
    );
    const six = Array.from({ length: 6 }, () => ({ adults: 1, children: 0, children_ages: [] }));
    expect((await errorsOf(bookingSearchSchema('it'), { ...searchValues, rooms: six })).rooms).toBe(
      'Puoi prenotare al massimo 5 camere.',
    );
  });

  it('needs real dates at least one night apart', async () => {
    expect(await errorsOf(bookingSearchSchema('en'), { ...searchValues, from: '', to: '2024-02-30' })).toEqual({
      from: 'Please choose the arrival date.',
      to: 'Please enter a valid date.',
    });
    expect((await errorsOf(bookingSearchSchema('en'), { ...searchValues, to: '2024-06-10' })).to).toBe(
      'The departure must be at least one night after the arrival.',
    );
  });

  it('checks the season and closed dates when given the rules', async () => {
    const overClosed = { ...searchValues, from: '2024-06-19', to: '2024-06-22' };
    expect((await errorsOf(bookingSearchSchema('en', rules), overClosed)).to).toBe(
      'The hotel is closed on one of the chosen dates. Please choose other dates.',
    );
    expect(await errorsOf(bookingSearchSchema('en'), overClosed)).toEqual({});
    const pastSeason = { ...searchValues, from: '2024-11-02', to: '2024-11-05' };
    expect((await errorsOf(bookingSearchSchema('de', rules), pastSeason)).to).toBe(
      'Diese Daten können nicht gebucht werden. Bitte wähle Daten im Buchungszeitraum.',
    );
  });
});

const reservation = {
  from_date: '2024-06-10',
  to_date: '2024-06-15',
  rooms: [{ room_category_id: 3, rate_variation_id: 12, adults: 2, children: 0, children_ages: [] }],
  cancellation_policy_consent: true,
  city_tax_policy_consent: true,
  payment_method_id: 'pm_123',
};

describe('roomReservationSchema', () => {
  it('accepts a reservation and reads the zero-total payment intent 9 as a string', async () => {
    expect(await errorsOf(roomReservationSchema('en', rules), reservation)).toEqual({});
    const values = await roomReservationSchema('en').validate({
      ...reservation,
      payment_method_id: null,
      payment_intent_id: 9,
    });
    expect(values.payment_intent_id).toBe('9');
    expect(values.save_card).toBe(false);
  });

  it('needs a room category and a rate for every room', async () => {
    const values = {
      ...reservation,
      rooms: [
        { room_category_id: 3, rate_variation_id: 0, adults: 2, children: 0 },
        { adults: 1, children: 0 },
      ],
    };
    expect(await errorsOf(roomReservationSchema('en'), values)).toEqual({
      'rooms[0].rate_variation_id': 'Please choose a rate.',
      'rooms[1].room_category_id': 'Please choose a room.',
      'rooms[1].rate_variation_id': 'Please choose a rate.',
    });
  });

  it('needs both policy consents', async () => {
    const values = { ...reservation, cancellation_policy_consent: false, city_tax_policy_consent: undefined };
    expect(await errorsOf(roomReservationSchema('it'), values)).toEqual({
      cancellation_policy_consent: 'Accetta le condizioni di cancellazione.',
      city_tax_policy_consent: "Accetta le condizioni sull'imposta di soggiorno.",
    });
  });

  it('allows special requests up to 350 characters', async () => {
    expect(await errorsOf(roomReservationSchema('en'), { ...reservation, special_requests: 'x'.repeat(350) })).toEqual(
      {},
    );
    expect(await errorsOf(roomReservationSchema('de'), { ...reservation, special_requests: 'x'.repeat(351) })).toEqual({
      special_requests: 'Besondere Wünsche dürfen höchstens 350 Zeichen lang sein.',
    });
  });

  it('keeps the line breaks of the special requests, and leaves the covid consent off unless ticked', async () => {
    const values = await roomReservationSchema('en').validate({
      ...reservation,
      special_requests: 'Late arrival\nQuiet room, please',
    });
    expect(values.special_requests).toBe('Late arrival\nQuiet room, please');
    expect(values.covid_consent).toBe(false);
  });

  it('applies the kids ages rule to reserved rooms too', async () => {
    const values = { ...reservation, rooms: [{ ...reservation.rooms[0], children: 1, children_ages: [] }] };
    expect(await errorsOf(roomReservationSchema('de'), values)).toEqual({ 'rooms[0].children_ages': 'Alter fehlt' });
  });
});
