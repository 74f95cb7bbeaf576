import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { roomReservations, users } from '../../../server/db/schema';
import { saveCabin, saveTherapist, saveTreatment } from '../../../server/modules/spaSchedule/catalog';
import { addDays, hotelToday, type IsoDate } from '../../../domain/dates';

export const DESK = { email: 'desk@terme.example', password: 'terme-desk-2026' };
export const REVENUE = { email: 'revenue@terme.example', password: 'terme-revenue-2026' };

/** A confirmed stay of the demo guest, `inDays` from today, in `locale` (the language of their mails). */
export async function guestStay(db: Db, inDays: number, nights: number, locale = 'de') {
  const [guest] = await db.select().from(users).where(eq(users.email, 'guest@terme.example'));
  const from = addDays(hotelToday(), inDays);
  const now = new Date();
  const [row] = await db
    .insert(roomReservations)
    .values({
      userId: guest.id,
      status: 'confirmed',
      fromDate: from,
      toDate: addDays(from, nights),
      locale,
      subtotal: 0,
      total: 0,
      deposit: 0,
      cityTax: 0,
      holdExpiresAt: now,
      cancellationPolicyConsentAt: now,
      cityTaxPolicyConsentAt: now,
    })
    .returning();
  return { id: row.id, from, to: row.toDate as IsoDate };
}

const texts = (en: string) => ({ it: en, en, de: en });

/**
 * A spa of its own for a test, apart from the seeded one: one 60-minute treatment of a skill and
 * cabin kind nobody else has, `therapists` therapists working 09:00 to 11:00 every day, and
 * `cabins` cabins open 09:00 to 12:00.
 */
export async function tinySpa(db: Db, tag: string, therapists = 1, cabins = 1) {
  const treatment = await saveTreatment(db, null, null, {
    names: texts(`Test ${tag}`),
    descriptions: texts(''),
    duration_minutes: 60,
    price_cents: 5000,
    vat_rate: 22,
    skill: `skill-${tag}`,
    cabin_kind: `kind-${tag}`,
    active: true,
  });
  const hours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, starts: '09:00', ends: '11:00' }));
  const people = [];
  for (let i = 0; i < therapists; i++)
    people.push(
      await saveTherapist(db, null, null, { name: `T ${tag} ${i}`, skills: [`skill-${tag}`], hours, active: true }),
    );
  for (let i = 0; i < cabins; i++)
    await saveCabin(db, null, null, {
      name: `C ${tag} ${i}`,
      kind: `kind-${tag}`,
      opens: '09:00',
      closes: '12:00',
      active: true,
    });
  return { treatment, therapists: people };
}

export const day = (stay: { from: IsoDate }, offset = 1) => addDays(stay.from, offset);
