import type { Db } from '../client';
import { spaTreatments } from '../schema';
import { saveCabin, saveTherapist, saveTreatment } from '../../modules/spaSchedule/catalog';
import { DEFAULT_TICKET_CENTS, saveCureSettings } from '../../modules/ssnCure/settings';

/**
 * A realistic spa (docs/product.md §16), built through the services as staff would: mud therapy,
 * thermal baths, inhalations and massages; 8 therapists on shifts with a day off each, and the spa doctor for a cure's admission visit;
 * 6 cabins and the doctor's surgery.
 */

const t = (it: string, en: string, de: string) => ({ it, en, de });

const TREATMENTS = [
  {
    names: t('Fangoterapia', 'Mud therapy', 'Fangotherapie'),
    descriptions: t(
      'Fango termale maturato, applicato caldo, seguito da doccia.',
      'Matured thermal mud applied warm, followed by a shower.',
      'Gereifter Thermalfango, warm aufgetragen, danach eine Dusche.',
    ),
    duration_minutes: 30,
    price_cents: 4500,
    skill: 'mud',
    cabin_kind: 'mud',
  },
  {
    names: t('Bagno termale ozonizzato', 'Ozonised thermal bath', 'Ozon-Thermalbad'),
    descriptions: t('In vasca singola, a 37 °C.', 'In a single tub, at 37 °C.', 'In einer Einzelwanne, bei 37 °C.'),
    duration_minutes: 20,
    price_cents: 2500,
    skill: 'bath',
    cabin_kind: 'bath',
  },
  {
    names: t('Inalazione', 'Inhalation', 'Inhalation'),
    descriptions: t(
      'Acqua termale nebulizzata, per le vie respiratorie.',
      'Nebulised thermal water, for the airways.',
      'Vernebeltes Thermalwasser, für die Atemwege.',
    ),
    duration_minutes: 15,
    price_cents: 1500,
    skill: 'inhalation',
    cabin_kind: 'inhalation',
  },
  {
    names: t('Massaggio rilassante', 'Relaxing massage', 'Entspannungsmassage'),
    descriptions: t('Massaggio di tutto il corpo.', 'Full-body massage.', 'Ganzkörpermassage.'),
    duration_minutes: 50,
    price_cents: 7000,
    skill: 'massage',
    cabin_kind: 'massage',
  },
  {
    names: t('Massaggio decontratturante', 'Deep-tissue massage', 'Tiefengewebsmassage'),
    descriptions: t('Schiena e collo.', 'Back and neck.', 'Rücken und Nacken.'),
    duration_minutes: 25,
    price_cents: 4000,
    skill: 'massage',
    cabin_kind: 'massage',
  },
  {
    names: t('Visita medica di ammissione', 'Admission medical visit', 'Ärztliche Aufnahmeuntersuchung'),
    descriptions: t(
      'Visita del medico termale prima di una cura.',
      'The spa doctor’s visit before a cure.',
      'Untersuchung durch den Kurarzt vor einer Kur.',
    ),
    duration_minutes: 20,
    price_cents: 4000,
    skill: 'visit',
    cabin_kind: 'surgery',
  },
];

const week = (days: number[], starts: string, ends: string) => days.map((weekday) => ({ weekday, starts, ends }));
const MORNINGS = (off: number) =>
  week(
    [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== off),
    '08:00',
    '14:00',
  );
const AFTERNOONS = (off: number) =>
  week(
    [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== off),
    '13:00',
    '19:00',
  );

const THERAPISTS = [
  { name: 'Giulia Ferri', skills: ['mud', 'bath'], hours: MORNINGS(7) },
  { name: 'Marco Bellini', skills: ['mud', 'bath'], hours: AFTERNOONS(1) },
  { name: 'Sara Conti', skills: ['massage'], hours: MORNINGS(3) },
  { name: 'Luca Moretti', skills: ['massage'], hours: AFTERNOONS(2) },
  { name: 'Elena Gallo', skills: ['massage', 'mud'], hours: week([1, 2, 3, 4, 5], '09:00', '17:00') },
  { name: 'Paolo Rinaldi', skills: ['inhalation', 'bath'], hours: MORNINGS(6) },
  { name: 'Chiara Lombardi', skills: ['inhalation', 'bath'], hours: AFTERNOONS(4) },
  { name: 'Anna Weber', skills: ['massage', 'mud', 'bath'], hours: week([3, 4, 5, 6, 7], '10:00', '18:00') },
  { name: 'Dott.ssa Marta Zanin', skills: ['visit'], hours: week([1, 2, 3, 4, 5, 6, 7], '08:00', '12:00') },
];

const CABINS = [
  { name: 'Fango 1', kind: 'mud', opens: '08:00', closes: '19:00' },
  { name: 'Fango 2', kind: 'mud', opens: '08:00', closes: '19:00' },
  { name: 'Vasca termale', kind: 'bath', opens: '08:00', closes: '19:00' },
  { name: 'Sala inalazioni', kind: 'inhalation', opens: '08:00', closes: '13:00' },
  { name: 'Cabina massaggi Ulivo', kind: 'massage', opens: '09:00', closes: '19:00' },
  { name: 'Cabina massaggi Vite', kind: 'massage', opens: '09:00', closes: '19:00' },
  { name: 'Ambulatorio medico', kind: 'surgery', opens: '08:00', closes: '12:00' },
];

/** Seeds the spa once: nothing when it has treatments already (staff may have changed them since). */
export async function seedSpaSchedule(db: Db): Promise<void> {
  const [any] = await db.select({ id: spaTreatments.id }).from(spaTreatments).limit(1);
  if (any) return;
  for (const treatment of TREATMENTS) await saveTreatment(db, null, null, { ...treatment, vat_rate: 22, active: true });
  for (const therapist of THERAPISTS) await saveTherapist(db, null, null, { ...therapist, active: true });
  for (const cabin of CABINS) await saveCabin(db, null, null, { ...cabin, active: true });
  // SSN cures (product.md §16.10): the visit and each cycle's session, at the national ticket.
  const ids = new Map((await db.select().from(spaTreatments)).map((row) => [row.skill + row.durationMinutes, row.id]));
  await saveCureSettings(
    db,
    null,
    {
      ticket_cents: DEFAULT_TICKET_CENTS,
      exempt_cents: 0,
      visit_treatment_id: ids.get('visit20') ?? null,
      cycle_treatments: {
        mud: ids.get('mud30') ?? null,
        bath: ids.get('bath20') ?? null,
        inhalation: ids.get('inhalation15') ?? null,
      },
    },
    null,
    'it',
  );
}
