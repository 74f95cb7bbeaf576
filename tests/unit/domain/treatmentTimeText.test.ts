import { describe, expect, it } from 'vitest';
import { treatmentTimeText } from '../../../domain/packages/timeText';

// product.md §16.6: a treatment time reads as its day and start (and end) in hotel time, Rome's
// clock whatever the reader's: 08:00 UTC is 10:00 in summer time, 09:00 in winter.
describe('a treatment time as the guest reads it', () => {
  it('shows the day and start in hotel time, in the reader’s language', () => {
    const summer = Date.parse('2026-10-13T08:00:00Z');
    expect(treatmentTimeText(summer, 'en')).toBe('Tue, 13 Oct 2026 10:00');
    expect(treatmentTimeText(summer, 'de')).toBe('Di., 13. Okt. 2026 10:00');
  });
  it('adds the end when given, and follows winter time', () => {
    const winter = Date.parse('2027-01-20T08:00:00Z');
    expect(treatmentTimeText(winter, 'en', winter + 50 * 60_000)).toBe('Wed, 20 Jan 2027 09:00–09:50');
  });
});
