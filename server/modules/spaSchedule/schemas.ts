import { object } from 'yup';
import { answers, bool, day, int, list, noContent, nullableInt, nullableStr, obj, str, when } from '../../http/answers';
import { nothing, requestSchema } from '../../http/validation';
import { fields } from '../../../domain/validation';
import {
  cabinSchema,
  freeSlotsQuerySchema,
  spaBlockSchema,
  spaBookingSchema,
  spaMoveSchema,
  therapistSchema,
  treatmentSchema,
} from '../../../domain/spaSchedule/validation';
import { staffDay } from '../../../domain/validation';

/** The documented shapes of the spa's routes (docs/product.md §16). */

export const byId = requestSchema((locale) => object({ id: fields(locale).id('valueInvalid') }));
const dayQuery = requestSchema((locale) => object({ date: staffDay(locale) }));
const tags = ['Spa schedule'];
const texts = obj({ it: str, en: str, de: str });
const treatment = obj({
  id: int,
  names: texts,
  descriptions: texts,
  duration_minutes: int,
  price_cents: int,
  vat_rate: int,
  skill: str,
  cabin_kind: str,
  active: bool,
});
const hours = obj({ weekday: int, starts: str, ends: str });
const therapist = obj({ id: int, name: str, skills: list(str), hours: list(hours), active: bool });
const cabin = obj({ id: int, name: str, kind: str, opens: str, closes: str, active: bool });
const appointment = obj({
  id: int,
  kind: { type: 'string', enum: ['treatment', 'block'] },
  therapist_id: int,
  cabin_id: nullableInt,
  treatment_id: nullableInt,
  reservation_id: nullableInt,
  guest: nullableStr,
  starts_at: when,
  ends_at: when,
  reason: nullableStr,
});
const dayTherapist = obj({
  id: int,
  name: str,
  skills: list(str),
  hours: list(hours),
  active: bool,
  works: { anyOf: [{ type: 'null' }, obj({ starts: str, ends: str })] },
});
const freeSlot = obj({ starts_at: when, ends_at: when, places: int });
const treatmentExample = {
  names: { it: 'Fangoterapia', en: 'Mud therapy', de: 'Fangotherapie' },
  descriptions: { it: '', en: '', de: '' },
  duration_minutes: 30,
  price_cents: 4500,
  vat_rate: 22,
  skill: 'mud',
  cabin_kind: 'mud',
  active: true,
};
/** The two answers of a time that cannot be had (product.md §16.2): which one depends on when the request read the schedule. */
const refusals = {
  409: 'Lost in a race: the time was free when this request read the schedule, but another booking of the last free therapist or cabin committed before this one could (the database refuses a double booking, decision 048). "This time has just been taken: choose another one." under `time`, in the request’s language; nothing is saved.',
  422: 'Invalid input (a message per field), or the time cannot be had, under `time`: a time past, or no therapist with the skill and no cabin of the kind free for the whole duration ("No therapist and cabin are free for the whole treatment at this time: choose another one."). A request that reads the schedule after another booking of the last free hour has committed gets this 422, not the 409.',
};

export const spaSchemas = {
  catalog: {
    querystring: nothing,
    tags,
    summary: 'The spa’s treatments, therapists (with their weekly hours) and cabins',
    response: answers(obj({ treatments: list(treatment), therapists: list(therapist), cabins: list(cabin) })),
  },
  treatment: (edit: boolean) => ({
    querystring: nothing,
    ...(edit ? { params: byId } : {}),
    body: requestSchema(treatmentSchema, { example: treatmentExample }),
    tags,
    summary: edit ? 'Change a treatment (revenue managers)' : 'Add a treatment (revenue managers)',
    description:
      'Names in it/en/de, duration in minutes (5 to 480, steps of 5), price in cents, VAT rate (22 % by default), the therapist’s skill and the cabin kind it needs. A booked treatment keeps the price it was booked at.',
    response: answers(treatment, { status: edit ? 200 : 201 }),
  }),
  therapist: (edit: boolean) => ({
    querystring: nothing,
    ...(edit ? { params: byId } : {}),
    body: requestSchema(therapistSchema, {
      example: { name: 'Anna', skills: ['massage'], hours: [{ weekday: 1, starts: '09:00', ends: '17:00' }] },
    }),
    tags,
    summary: edit ? 'Change a therapist and their weekly hours' : 'Add a therapist with their weekly hours',
    description: 'A weekday without hours is a day off. The hours are replaced whole.',
    response: answers(therapist, { status: edit ? 200 : 201 }),
  }),
  cabin: (edit: boolean) => ({
    querystring: nothing,
    ...(edit ? { params: byId } : {}),
    body: requestSchema(cabinSchema, { example: { name: 'Cabin 1', kind: 'mud', opens: '08:00', closes: '19:00' } }),
    tags,
    summary: edit ? 'Change a cabin' : 'Add a cabin',
    response: answers(cabin, { status: edit ? 200 : 201 }),
  }),
  day: {
    querystring: dayQuery,
    tags,
    summary: 'The spa’s day: therapists with their hours, bookings and blocked hours in place',
    response: answers(
      obj({
        date: day,
        therapists: list(dayTherapist),
        cabins: list(cabin),
        treatments: list(treatment),
        appointments: list(appointment),
      }),
    ),
  },
  book: {
    querystring: nothing,
    body: requestSchema(spaBookingSchema, {
      example: { reservation_id: 12, treatment_id: 1, date: '2027-06-16', time: '10:30' },
    }),
    tags,
    summary: 'Book a treatment for a guest’s confirmed reservation, at a day of the stay and a time',
    description: 'Any free therapist with the skill and cabin of the kind.',
    refusals,
    response: answers(appointment, { status: 201 }),
  },
  move: {
    querystring: nothing,
    params: byId,
    body: requestSchema(spaMoveSchema, { example: { date: '2027-06-17', time: '15:00', therapist_id: null } }),
    tags,
    summary: 'Move a booked treatment to another free time; the guest is told by mail',
    description: 'The mail leaves in the reservation’s language when the move commits.',
    refusals,
    response: answers(appointment),
  },
  block: {
    querystring: nothing,
    body: requestSchema(spaBlockSchema, {
      example: { therapist_id: 1, date: '2027-06-16', starts: '13:00', ends: '14:00', reason: 'Training' },
    }),
    tags,
    summary: 'Block a therapist’s hours on a day (a break, an absence)',
    description: '422 next to `starts` when the therapist is booked or blocked then.',
    response: answers(appointment, { status: 201 }),
  },
  unblock: {
    querystring: nothing,
    params: byId,
    body: nothing,
    tags,
    summary: 'Free a blocked hour again',
    response: noContent('Freed.'),
  },
  freeSlots: {
    querystring: requestSchema(freeSlotsQuerySchema),
    tags,
    summary: 'The free times of a treatment for a number of guests at once, over some days (a stay)',
    description:
      'For integrators with a token of scope `availability:read`, and for the site. At most 31 days; times on a 15-minute grid, none in the past.',
    response: answers(obj({ treatment_id: int, guests: int, slots: list(freeSlot) })),
  },
  treatments: {
    querystring: nothing,
    tags,
    summary: 'The treatments the spa offers (active ones)',
    response: answers(obj({ treatments: list(treatment) })),
  },
};
