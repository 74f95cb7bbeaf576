import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';

// The check-in lookups against the seeded Alloggiati tables. Expected names and codes are the
// official ones (../shared/data), written here by hand.
let t: TestApp;
let client: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  client = await new TestClient(t.app).start();
});
afterAll(() => t.close());

async function lookup(path: string, locale = 'en') {
  const response = await client.get(path, { 'x-locale': locale });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: number | string; name: string }[];
}
const names = (rows: { name: string }[]) => rows.map((row) => row.name);

describe('GET /api/countries', () => {
  it('names countries in the language of the screen, found by the start of a word', async () => {
    expect(await lookup('/api/countries?search=germ', 'en')).toEqual([{ id: 100000216, name: 'Germany' }]);
    expect(await lookup('/api/countries?search=germ', 'it')).toEqual([{ id: 100000216, name: 'Germania' }]);
    expect(await lookup('/api/countries?search=deutsch', 'de')).toEqual([{ id: 100000216, name: 'Deutschland' }]);
    expect(names(await lookup('/api/countries?search=uniti', 'it'))).toEqual(
      expect.arrayContaining(['Stati Uniti', 'Emirati Arabi Uniti']),
    );
  });

  it('ignores accents and case', async () => {
    expect(await lookup('/api/countries?search=osterr', 'de')).toEqual([{ id: 100000203, name: 'Österreich' }]);
    expect(await lookup('/api/countries?search=ÖSTERR', 'de')).toEqual([{ id: 100000203, name: 'Österreich' }]);
    expect(names(await lookup('/api/countries?search=cote', 'en'))).toEqual(['Côte d’Ivoire']);
  });

  it('offers a state that has ceased only for a date when it existed', async () => {
    expect(await lookup('/api/countries?search=cecoslov', 'it')).toEqual([]);
    expect(await lookup('/api/countries?search=cecoslov&date=1975-04-01', 'it')).toEqual([
      { id: 100000210, name: 'Cecoslovacchia' },
    ]);
    expect(await lookup('/api/countries?search=czechoslov&date=1993-01-02', 'en')).toEqual([]);
  });

  it('puts names that start with the text first', async () => {
    const found = names(await lookup('/api/countries?search=guinea', 'it'));
    expect(found.slice(0, 3)).toEqual(['Guinea', 'Guinea-Bissau', 'Guinea Equatoriale']);
    expect(found).toContain('Papua Nuova Guinea');
  });
});

describe('GET /api/provinces', () => {
  it('finds a province by name or by its sigla', async () => {
    expect(await lookup('/api/provinces?search=pad')).toEqual([{ id: 'PD', name: 'Padova (PD)' }]);
    expect(await lookup('/api/provinces?search=PD')).toEqual([{ id: 'PD', name: 'Padova (PD)' }]);
  });

  it('lists provinces in order when nothing is typed, twenty at most', async () => {
    const rows = await lookup('/api/provinces');
    expect(rows.slice(0, 3)).toEqual([
      { id: 'AG', name: 'Agrigento (AG)' },
      { id: 'AL', name: 'Alessandria (AL)' },
      { id: 'AN', name: 'Ancona (AN)' },
    ]);
    expect(rows).toHaveLength(20);
  });

  it('offers a province of the past for a birth of its time', async () => {
    expect(await lookup('/api/provinces?search=pola')).toEqual([]);
    expect(await lookup('/api/provinces?search=pola&date=1935-06-01')).toEqual([{ id: 'PL', name: 'Pola (PL)' }]);
  });
});

describe('GET /api/boroughs', () => {
  it('finds comuni by prefix and accents, narrowed to a province', async () => {
    expect(await lookup('/api/boroughs?search=abano&province=PD')).toEqual([
      { id: 405028001, name: 'Abano Terme (PD)' },
    ]);
    expect(names(await lookup('/api/boroughs?search=forli'))).toEqual([
      'Forlì (FC)',
      'Forlì del Sannio (IS)',
      'Forlimpopoli (FC)',
    ]);
    expect(await lookup("/api/boroughs?search=sant'antonio&province=CT")).toEqual([
      { id: 419087005, name: "Aci Sant'Antonio (CT)" },
    ]);
  });

  it('finds a South Tyrolean comune by its German name', async () => {
    expect(await lookup('/api/boroughs?search=bozen')).toEqual([{ id: 404021008, name: 'Bolzano (BZ)' }]);
  });

  it('offers the comuni that existed on the date of birth', async () => {
    // Bazzano (BO) merged into Valsamoggia on 1 January 2014.
    expect(names(await lookup('/api/boroughs?search=bazzano&province=BO&date=1970-05-04'))).toEqual(['Bazzano (BO)']);
    expect(names(await lookup('/api/boroughs?search=valsamoggia&date=1970-05-04'))).toEqual([]);
    expect(names(await lookup('/api/boroughs?search=bazzano&province=BO'))).toEqual([]);
    expect(names(await lookup('/api/boroughs?search=valsamoggia'))).toEqual(['Valsamoggia (BO)']);
  });

  it('offers comuni ceased within a document life for a place of issue', async () => {
    expect(names(await lookup('/api/boroughs?search=bazzano&province=BO&since=2013-06-01'))).toEqual(['Bazzano (BO)']);
    expect(names(await lookup('/api/boroughs?search=bazzano&province=BO&since=2014-06-01'))).toEqual([]);
  });

  it('refuses a malformed query with a translated message', async () => {
    const response = await client.get('/api/boroughs?search=x&date=1970-02-30', { 'x-locale': 'it' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ date: ['Inserisci una data valida.'] });
  });
});
