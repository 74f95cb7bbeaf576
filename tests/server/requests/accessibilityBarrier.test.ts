import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accessibilityBarrierRequests, guestRequests } from '../../../server/db/schema';
import { checkInApp } from '../checkIn/support';
import { readOutbox } from '../accounts/support';
import { GUEST } from '../booking/support';

// docs/product.md §8.4 (issue 34): the accessibility statement in three languages, and a barrier
// report that reaches the front desk's inbox like every request.

type App = Awaited<ReturnType<typeof checkInApp>>;
let t: App;
beforeAll(async () => {
  t = await checkInApp();
});
afterAll(() => t.close());

const contact = { first_name: 'Lea', last_name: 'Brandt', privacy: true, newsletter_consent: false };
const report = {
  ...contact,
  email: 'lea@example.com',
  description: 'The date picker cannot be reached with the keyboard:\nTab jumps over it.',
  page: '/de/booking/select-dates',
  assistive_technology: 'NVDA 2026.1 with Firefox',
};
let address = 0;
const from = (locale: string) => ({ 'x-locale': locale, 'x-forwarded-for': `10.14.0.${++address}` });

describe('the accessibility statement', () => {
  it('is a page in the three languages, with the standard, the known limits and how to report a barrier', async () => {
    const expected = {
      en: ['Accessibility statement', 'WCAG', '2.2', 'partially compliant', 'Known limits', 'Report a barrier', 'AgID'],
      it: ['Dichiarazione di accessibilità', 'WCAG', 'parzialmente conforme', 'Limiti noti', 'Segnala una barriera'],
      de: [
        'Erklärung zur Barrierefreiheit',
        'WCAG',
        'teilweise konform',
        'Bekannte Einschränkungen',
        'Barriere melden',
      ],
    };
    for (const [locale, words] of Object.entries(expected)) {
      const response = await t.app.inject({ method: 'GET', url: `/api/pages/accessibility?locale=${locale}` });
      expect(response.statusCode).toBe(200);
      const page = response.json() as { title: string; body: string };
      expect(page.title).toBe(words[0]);
      for (const word of words.slice(1)) expect(page.body).toContain(word);
    }
  });

  it('has its own address in each language, and so has the report form', async () => {
    for (const lang of ['it', 'en', 'de']) {
      for (const path of ['/accessibility', '/requests/accessibility-barrier']) {
        const response = await t.app.inject({ method: 'GET', url: `/${lang}${path}` });
        expect(response.statusCode, `/${lang}${path}`).toBe(200);
      }
    }
  });
});

describe('a barrier report', () => {
  it('reaches the front desk: stored as a new request, mailed to the desk in full, listed in the inbox', async () => {
    const before = (await readOutbox(t)).length;
    const response = await t.visitor.post('/requests/accessibility-barrier', report, from('de'));
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Vielen Dank, wir melden uns in Kürze bei dir!');
    const id = response.json().request_id as number;
    const [request] = await t.database.db.select().from(guestRequests).where(eq(guestRequests.id, id));
    expect(request).toMatchObject({ kind: 'accessibility_barrier', status: 'new', locale: 'de', userId: null });
    const [details] = await t.database.db
      .select()
      .from(accessibilityBarrierRequests)
      .where(eq(accessibilityBarrierRequests.requestId, id));
    expect(details).toMatchObject({
      description: report.description,
      page: report.page,
      assistiveTechnology: report.assistive_technology,
    });

    const mails = (await readOutbox(t)).slice(before);
    const desk = mails.find((m) => m.to === t.config.frontDeskEmail)!;
    expect(desk.subject).toBe(`Richiesta #${id}: segnalazione di una barriera di accessibilità - Lea Brandt`);
    expect(desk.text).toContain('Tab jumps over it.');
    expect(desk.text).toContain('NVDA 2026.1 with Firefox');
    // A visitor may type anyone's address: the acknowledgement repeats nothing typed freely (§8).
    const ack = mails.find((m) => m.to === 'lea@example.com')!;
    expect(ack.subject).toBe('Wir haben deine Anfrage erhalten: Meldung einer Barriere');
    expect(ack.text).not.toContain('Tab jumps');
    expect(ack.text).not.toContain('NVDA');

    const inbox = (await t.admin.get('/api/admin/requests', { 'x-locale': 'en' })).json();
    const listed = inbox.requests.find((r: { id: number }) => r.id === id);
    expect(listed.details).toEqual({
      kind: 'accessibility_barrier',
      description: report.description,
      page: report.page,
      assistive_technology: report.assistive_technology,
    });
  });

  it('from a signed-in guest to their own address, the acknowledgement repeats what they reported', async () => {
    const before = (await readOutbox(t)).length;
    const { page: _page, assistive_technology: _at, ...bare } = report;
    const response = await t.guest.post(
      '/requests/accessibility-barrier',
      { ...bare, email: GUEST.email, description: 'Zoomed to 400%, the cart hides the total.' },
      from('it'),
    );
    expect(response.statusCode).toBe(200);
    const ack = (await readOutbox(t)).slice(before).find((m) => m.to === GUEST.email)!;
    expect(ack.text).toContain('Zoomed to 400%, the cart hides the total.');
    const [details] = await t.database.db
      .select()
      .from(accessibilityBarrierRequests)
      .where(eq(accessibilityBarrierRequests.requestId, response.json().request_id));
    // Left out, the optional fields are empty, not blank strings.
    expect(details).toMatchObject({ page: null, assistiveTechnology: null });
  });

  it('without a description, or with one over 2,000 characters, is refused under the field in the guest language; nothing is stored', async () => {
    const count = async () => (await t.database.db.select().from(guestRequests)).length;
    const before = await count();
    const cases = [
      { body: { ...report, description: '   ' }, locale: 'it', message: 'Raccontaci che cosa ti ha ostacolato.' },
      {
        body: { ...report, description: undefined },
        locale: 'de',
        message: 'Bitte beschreib uns, was dich behindert hat.',
      },
      {
        body: { ...report, description: 'x'.repeat(2001) },
        locale: 'en',
        message: 'This field may not be longer than 2000 characters.',
      },
      { body: { ...report, description: 'ok', page: 'a\u0007b' }, locale: 'en', field: 'page' },
    ];
    for (const { body, locale, message, field = 'description' } of cases) {
      const response = await t.visitor.post('/requests/accessibility-barrier', body, from(locale));
      expect(response.statusCode).toBe(422);
      const errors = response.json().errors as Record<string, string[]>;
      expect(Object.keys(errors)).toEqual([field]);
      if (message) expect(errors[field]).toEqual([message]);
    }
    expect(await count()).toBe(before);
  });
});
