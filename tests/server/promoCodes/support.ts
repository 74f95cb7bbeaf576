import type { PromoCodeWire } from '../../../domain/promoCodes';
import type { TestClient } from '../support/testApp';
import { ratesBody, type RatesEntry, type Stay } from '../booking/support';

export const REVENUE = { email: 'revenue@terme.example', password: 'terme-revenue-2026' };

/** A code as the revenue manager's form sends it: 10% off, open dates, no caps, unless said. */
export const draft = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  name_it: `Offerta ${code}`,
  name_en: `Offer ${code}`,
  name_de: `Angebot ${code}`,
  discount_kind: 'percent',
  discount_percent: 10,
  amount_off_cents: null,
  arrival_from: null,
  arrival_to: null,
  booked_from: null,
  booked_to: null,
  min_nights: 1,
  max_uses: null,
  max_uses_per_guest: null,
  unlocks_rate_plan_id: null,
  active: true,
  ...extra,
});

export async function createCode(staff: TestClient, code: string, extra: Record<string, unknown> = {}) {
  const response = await staff.post('/api/admin/promo-codes', draft(code, extra), { 'x-locale': 'en' });
  if (response.statusCode !== 201) throw new Error(`create ${code}: ${response.statusCode} ${response.body}`);
  return response.json() as PromoCodeWire;
}

/** The Double Room's first rate and board for two adults, with the code (or without). */
export async function doubleRoom(client: TestClient, stay: Stay, code?: string) {
  const response = await client.post('/api/available/rates', ratesBody(stay, [{ adults: 2 }], code ? { code } : {}));
  if (response.statusCode !== 200) return { response, room: null, total: 0 };
  const entry = (response.json() as RatesEntry[][])[0].find((e) => e.room_category.name === 'Double Room')!;
  const variation = entry.rates[0].rate_variations[0] as unknown as { id: number; total: number };
  return {
    response,
    total: variation.total,
    room: {
      room_category_id: entry.room_category.id,
      rate_variation_id: variation.id,
      adults: 2,
      children: 0,
      children_ages: [],
    },
  };
}

/** The reservation form for one room, paid with `card` (a sandbox payment method). */
export const reservationForm = (stay: Stay, room: object, code: string, card: string) => ({
  from_date: stay.from,
  to_date: stay.to,
  code,
  rooms: [room],
  cancellation_policy_consent: true,
  city_tax_policy_consent: true,
  payment_method_id: card,
});
