// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { toSubmitFailure } from '@domain/submitFailure';
import { apiErrorOf } from '@src/api/client';
import { treatmentRefusalOf } from '@src/api/booking';

// docs/product.md §16.2 and §16.6: a package's time lost to another guest comes back as 409 ("just
// taken", lost inside the race) or as 422 ("not free", the winner had committed before the hold
// read the schedule). The guest's page must treat both alike: the times step opens again with the
// server's translated message next to that time. Bodies as the server writes them (Italian guest).
const taken = 'Questo orario è appena stato preso: scegline un altro.';
const notFree =
  'A quest’ora nessun terapista e nessuna cabina sono liberi per tutto il trattamento: scegli un altro orario.';
const answer = (message: string, index: number) => ({
  message,
  errors: { treatment_times: [message] },
  treatment_time_index: index,
});

describe('a treatment time the hold refused', () => {
  it('is read from a 409 (lost inside the race) with its index and message', () => {
    expect(treatmentRefusalOf(apiErrorOf(409, answer(taken, 7)))).toEqual({ index: 7, message: taken });
  });

  it('is read the same from a 422 (taken before the hold read the schedule)', () => {
    expect(treatmentRefusalOf(apiErrorOf(422, answer(notFree, 3)))).toEqual({ index: 3, message: notFree });
  });

  it('is not read from a refusal about something else (a room sold out)', () => {
    expect(treatmentRefusalOf(apiErrorOf(409, { message: 'Sold out.' }))).toBeNull();
  });
});

describe('a moved time the server refused ("manage my booking")', () => {
  it('shows the message under starts_at, whether the answer is 409 or 422', () => {
    for (const [status, message] of [
      [409, taken],
      [422, notFree],
    ] as const)
      expect(
        toSubmitFailure(apiErrorOf(status, { message, errors: { starts_at: [message] } })).errors.starts_at,
      ).toEqual([message]);
  });
});
