// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Issue 10 / decision 028: the entry starts the first screen's requests; the client adopts each
// answer once, for the very same request, and a state-changing request drops what is left.
const echo = (url: string, _init: RequestInit) =>
  Promise.resolve(new Response(JSON.stringify({ from: url }), { status: 200 }));
const fetchMock = vi.fn(echo);

const headersOf = (init: RequestInit) => init.headers as Record<string, string>;
const sent = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    url,
    method: init.method,
    locale: headersOf(init)['X-Locale'],
    body: init.body,
  }));

async function load() {
  vi.resetModules();
  const { startFirstRequests } = await import('@src/app/firstRequests');
  const { api } = await import('@src/api/client');
  const { takeEarlyData, takeEarlyRefusal } = await import('@src/api/earlyRequests');
  return { startFirstRequests, api, takeEarlyData, takeEarlyRefusal };
}

/** The mocked answers resolve at once: a task later, their bodies have been read. */
const answersRead = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  fetchMock.mockClear();
  fetchMock.mockImplementation(echo);
  vi.stubGlobal('fetch', fetchMock);
  document.head.innerHTML = '<meta name="csrf-token" content="token-1" />';
  document.body.innerHTML = '';
});

describe("the first screen's requests", () => {
  it('rooms screen: the user and the rates search of the address, adopted once by the client', async () => {
    const { startFirstRequests, api } = await load();
    await startFirstRequests(
      '/it/booking/rooms-available',
      '?rooms=1&arrival=2031-06-01&departure=2031-06-03&adults1=2&children1=1&childrenAges1=7',
    );
    expect(sent()).toEqual([
      { url: '/api/user', method: 'GET', locale: 'it', body: undefined },
      {
        url: '/api/available/rates',
        method: 'POST',
        locale: 'it',
        body: '{"from_date":"2031-06-01","to_date":"2031-06-03","locale":"it","rooms":[{"adults":2,"children":1,"children_ages":[7]}]}',
      },
    ]);
    expect(headersOf(fetchMock.mock.calls[1][1])['X-CSRF-TOKEN']).toBe('token-1');

    const rates = {
      from_date: '2031-06-01',
      to_date: '2031-06-03',
      locale: 'it',
      rooms: [{ adults: 2, children: 1, children_ages: [7] }],
    };
    expect(await api.post('/api/available/rates', rates)).toEqual({ from: '/api/available/rates' });
    expect(await api.get('/api/user')).toEqual({ from: '/api/user' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // Taken once: the next asks the server.
    await api.get('/api/user');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("rooms screen with a promo code: also the code's lookup for the arrival, taken once as the offer query's first data", async () => {
    const { startFirstRequests, takeEarlyData } = await load();
    await startFirstRequests(
      '/de/booking/rooms-available',
      '?rooms=1&arrival=2031-06-01&departure=2031-06-03&adults1=2&children1=0&childrenAges1=&code=%20terme10%20',
    );
    expect(sent().map(({ url, method }) => `${method} ${url}`)).toEqual([
      'GET /api/user',
      'GET /de/offers-code/terme10?arrival=2031-06-01',
      'POST /api/available/rates',
    ]);
    await answersRead();
    const { offerQuery } = await import('@src/api/booking');
    const initialData = offerQuery('terme10', 'de', '2031-06-01').initialData as () => unknown;
    expect(initialData()).toEqual({ from: '/de/offers-code/terme10?arrival=2031-06-01' });
    expect(takeEarlyData('/de/offers-code/terme10?arrival=2031-06-01', 'de')).toBeUndefined();
  });

  it('a different request is not served the early answer', async () => {
    const { startFirstRequests, api } = await load();
    await startFirstRequests(
      '/it/booking/rooms-available',
      '?rooms=1&arrival=2031-06-01&departure=2031-06-03&adults1=2&children1=0&childrenAges1=',
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await api.post('/api/available/rates', {
      from_date: '2031-06-01',
      to_date: '2031-06-04',
      locale: 'it',
      rooms: [{ adults: 2, children: 0, children_ages: [] }],
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('a login (a change nobody started early) drops the early user', async () => {
    const { startFirstRequests, api } = await load();
    await startFirstRequests('/en/day-spa/thermal-day', '');
    expect(sent()).toEqual([
      { url: '/api/user', method: 'GET', locale: 'en', body: undefined },
      { url: '/api/products/thermal-day', method: 'GET', locale: 'en', body: undefined },
    ]);
    await api.post('/api/login', { email: 'guest@terme.example' });
    await api.get('/api/user');
    expect(sent().map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/user',
      'GET /api/products/thermal-day',
      'POST /api/login',
      'GET /api/user',
    ]);
  });

  it('day-spa journey: the user and its product; deposit payment: the card settings; /my: the user only; the home page and a page without a language: nothing', async () => {
    const { startFirstRequests } = await load();
    await startFirstRequests('/de/day-spa/thermal-day/2031-06-01', '?people=2');
    await startFirstRequests('/en/deposit-payment', '?amount=25000');
    // Its bonus status is only written by the server: a visitor's browser asking would get a 401.
    await startFirstRequests('/it/my', '');
    await startFirstRequests('/it/', '');
    await startFirstRequests('/', '');
    await startFirstRequests('/fr/booking/rooms-available', '');
    expect(sent().map((request) => `${request.method} ${request.url} ${request.locale}`)).toEqual([
      'GET /api/user de',
      'GET /api/products/thermal-day de',
      'GET /api/payments/config en',
      'GET /api/user it',
    ]);
  });

  it("day spa: the user and the product that have come are the first render's data, taken once with their request", async () => {
    const anna = {
      id: 7,
      fullName: 'Anna Rossi',
      email: 'anna@terme.example',
      bonus_terme_credit: 0,
      discount_percent: 0,
      is_admin: false,
    };
    const product = { id: 3, slug: 'thermal-day', title: 'Thermal day' };
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve(new Response(JSON.stringify(url === '/api/user' ? { user: anna } : product), { status: 200 })),
    );
    const { startFirstRequests, api, takeEarlyData } = await load();
    await startFirstRequests('/en/day-spa/thermal-day', '');
    await answersRead();
    expect(takeEarlyData('/api/user', 'en')).toEqual({ user: anna });
    expect(takeEarlyData('/api/products/thermal-day', 'de')).toBeUndefined();
    expect(takeEarlyData('/api/products/thermal-day', 'en')).toEqual(product);
    expect(takeEarlyData('/api/user', 'en')).toBeUndefined();
    // Taken with its data: the client asks the server again.
    await api.get('/api/user');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("an early answer the client adopted, one that was refused, or one read before a login is nobody's first data", async () => {
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve(
        new Response(JSON.stringify({ message: 'Not found' }), { status: url === '/api/user' ? 200 : 404 }),
      ),
    );
    const { startFirstRequests, api, takeEarlyData } = await load();
    // In Italian: the client's language when none is active.
    await startFirstRequests('/it/day-spa/thermal-day', '');
    await api.get('/api/user');
    await answersRead();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(takeEarlyData('/api/user', 'it')).toBeUndefined();
    expect(takeEarlyData('/api/products/thermal-day', 'it')).toBeUndefined();

    fetchMock.mockImplementation(echo);
    await startFirstRequests('/en/day-spa/thermal-day', '');
    await answersRead();
    await api.post('/api/login', { email: 'guest@terme.example' });
    expect(takeEarlyData('/api/user', 'en')).toBeUndefined();
    expect(takeEarlyData('/api/products/thermal-day', 'en')).toBeUndefined();
  });

  it('rooms screen: the first photo the screen will show starts loading when the rates come', async () => {
    const category = (id: number, left: number, images: string[]) => ({
      room_category: {
        id,
        name: `C${id}`,
        description: '',
        images,
        min_adults: 1,
        max_adults: 2,
        available_rooms_count: left,
      },
      rates: [],
    });
    // The first category has no room left: the screen shows the second first.
    const answer = [
      [
        category(2, 0, ['/images/rooms/double-1.svg']),
        category(3, 4, ['/images/rooms/queen-1.svg', '/images/rooms/queen-2.svg']),
      ],
      [category(5, 1, ['/images/rooms/suite-1.svg'])],
    ];
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve(
        new Response(JSON.stringify(url === '/api/available/rates' ? answer : { from: url }), { status: 200 }),
      ),
    );
    const { startFirstRequests, api } = await load();
    await startFirstRequests(
      '/it/booking/rooms-available',
      '?rooms=2&arrival=2031-06-01&departure=2031-06-03&adults1=2&children1=0&childrenAges1=&adults2=1&children2=0&childrenAges2=',
    );
    await vi.waitFor(() => expect(document.head.querySelector('link[rel="preload"][as="image"]')).not.toBeNull());
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
    expect(preloads.map((link) => [link.getAttribute('href'), link.getAttribute('fetchpriority')])).toEqual([
      ['/images/rooms/queen-1.svg', 'high'],
    ]);
    // The screen still reads the whole answer.
    expect(
      await api.post('/api/available/rates', {
        from_date: '2031-06-01',
        to_date: '2031-06-03',
        locale: 'it',
        rooms: [
          { adults: 2, children: 0, children_ages: [] },
          { adults: 1, children: 0, children_ages: [] },
        ],
      }),
    ).toEqual(answer);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('rooms screen: no photo is loaded early for a refused search', async () => {
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve(
        new Response(
          JSON.stringify(url === '/api/available/rates' ? { message: 'Choose your arrival date.', errors: {} } : {}),
          { status: url === '/api/available/rates' ? 422 : 200 },
        ),
      ),
    );
    const { startFirstRequests } = await load();
    await startFirstRequests('/it/booking/rooms-available', '?rooms=1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.head.querySelector('link[as="image"]')).toBeNull();
  });

  it("rooms screen: a search refused before the first render is the statechart's first reason, taken once; not anybody's data", async () => {
    const refusal = {
      message: 'Dati non validi',
      errors: { code: ['Questo codice non esiste. Controllalo, oppure cerca senza codice.'] },
    };
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve(
        new Response(JSON.stringify(url === '/api/available/rates' ? refusal : { user: null }), {
          status: url === '/api/available/rates' ? 422 : 200,
        }),
      ),
    );
    const { startFirstRequests, takeEarlyData, takeEarlyRefusal } = await load();
    await startFirstRequests(
      '/it/booking/rooms-available',
      '?rooms=1&arrival=2031-06-01&departure=2031-06-03&adults1=2&children1=0&childrenAges1=&code=NOPE',
    );
    const body =
      '{"from_date":"2031-06-01","to_date":"2031-06-03","locale":"it","code":"NOPE","rooms":[{"adults":2,"children":0,"children_ages":[]}]}';
    expect(sent().find((request) => request.method === 'POST')?.body).toBe(body);
    await answersRead();
    expect(takeEarlyData('/api/available/rates', 'it', 'POST', body)).toBeUndefined();
    expect(takeEarlyRefusal('/api/available/rates', 'it', 'POST', body)).toEqual(refusal);
    expect(takeEarlyRefusal('/api/available/rates', 'it', 'POST', body)).toBeUndefined();
    // A 200 is no refusal.
    expect(takeEarlyRefusal('/api/user', 'it')).toBeUndefined();
    expect(takeEarlyData('/api/user', 'it')).toEqual({ user: null });
  });
});

// Decision 033: the server writes the first requests' answers into the page (server/http/firstAnswers.ts).
describe('answers the server wrote into the page', () => {
  const writeAnswers = (text: string) => {
    document.body.innerHTML = `<div id="root"></div><script type="application/json" id="first-answers">${text}</script>`;
  };
  const product = { id: 3, slug: 'thermal-day', title: 'Thermentag' };

  it('day spa: no request leaves for what was written; the first render has it at once, and the client adopts it once', async () => {
    // In Italian: the client's language when none is active.
    writeAnswers(JSON.stringify({ 'GET /api/user it ': { user: null }, 'GET /api/products/thermal-day it ': product }));
    const { startFirstRequests, api, takeEarlyData } = await load();
    await startFirstRequests('/it/day-spa/thermal-day', '');
    expect(fetchMock).not.toHaveBeenCalled();
    // No task later: the data is there for the first render.
    expect(takeEarlyData('/api/products/thermal-day', 'it')).toEqual(product);
    expect(takeEarlyData('/api/products/thermal-day', 'it')).toBeUndefined();
    expect(await api.get('/api/user')).toEqual({ user: null });
    expect(fetchMock).not.toHaveBeenCalled();
    // Taken once: the next asks the server.
    expect(await api.get('/api/user')).toEqual({ from: '/api/user' });
    expect(sent()).toEqual([{ url: '/api/user', method: 'GET', locale: 'it', body: undefined }]);
  });

  it('an answer written for another language or another request is not taken; an unreadable element is as none', async () => {
    writeAnswers(
      JSON.stringify({ 'GET /api/user it ': { user: null }, 'GET /api/products/thermal-day-spa en ': product }),
    );
    const first = await load();
    await first.startFirstRequests('/en/day-spa/thermal-day', '');
    expect(sent().map((request) => `${request.method} ${request.url} ${request.locale}`)).toEqual([
      'GET /api/user en',
      'GET /api/products/thermal-day en',
    ]);

    fetchMock.mockClear();
    writeAnswers('{"GET /api/user en ": {"user": nul');
    const second = await load();
    await second.startFirstRequests('/en/day-spa/thermal-day', '');
    expect(sent().map((request) => `${request.method} ${request.url} ${request.locale}`)).toEqual([
      'GET /api/user en',
      'GET /api/products/thermal-day en',
    ]);
  });

  it("rooms screen: a written rates search is the statechart's first data, taken once; its first photo is not named twice", async () => {
    const rates = [
      [
        {
          room_category: {
            id: 3,
            name: 'Queen',
            description: '',
            images: ['/images/rooms/queen-1.svg'],
            min_adults: 1,
            max_adults: 2,
            available_rooms_count: 2,
          },
          rates: [],
        },
      ],
    ];
    const body =
      '{"from_date":"2031-06-01","to_date":"2031-06-03","locale":"it","rooms":[{"adults":2,"children":0,"children_ages":[]}]}';
    writeAnswers(JSON.stringify({ [`POST /api/available/rates it ${body}`]: rates }));
    // The server named the photo in the page's head.
    document.head.innerHTML +=
      '<link rel="preload" as="image" href="/images/rooms/queen-1.svg" fetchpriority="high" />';
    const { startFirstRequests, api, takeEarlyData } = await load();
    await startFirstRequests(
      '/it/booking/rooms-available',
      '?rooms=1&arrival=2031-06-01&departure=2031-06-03&adults1=2&children1=0&childrenAges1=',
    );
    // The user was not written (say, its read failed on the server): the browser asks.
    expect(sent().map((request) => request.url)).toEqual(['/api/user']);
    expect(takeEarlyData('/api/available/rates', 'it', 'POST', body)).toEqual(rates);
    expect(takeEarlyData('/api/available/rates', 'it', 'POST', body)).toBeUndefined();
    // Taken: a search the journey makes later (the same one, back from the payment) asks the server.
    await api.post('/api/available/rates', JSON.parse(body));
    expect(sent().map((request) => request.url)).toEqual(['/api/user', '/api/available/rates']);
    await answersRead();
    expect(document.head.querySelectorAll('link[rel="preload"][as="image"]')).toHaveLength(1);
  });

  it("rooms screen: a written refusal of the search is the statechart's first reason, taken once, or the same 422 for the client; no request leaves", async () => {
    // In Italian: the client's language when none is active.
    const body =
      '{"from_date":"2020-06-01","to_date":"2020-06-03","locale":"it","rooms":[{"adults":2,"children":0,"children_ages":[]}]}';
    const refusal = {
      message: 'Dati non validi',
      errors: { to_date: ['Queste date non sono prenotabili. Scegli delle date nel periodo di prenotazione.'] },
    };
    const page = JSON.stringify({
      'GET /api/user it ': { user: null },
      [`422 POST /api/available/rates it ${body}`]: refusal,
    });
    const address = '?rooms=1&arrival=2020-06-01&departure=2020-06-03&adults1=2&children1=0&childrenAges1=';
    writeAnswers(page);
    const first = await load();
    await first.startFirstRequests('/it/booking/rooms-available', address);
    expect(fetchMock).not.toHaveBeenCalled();
    // Not the search's data: the screen would show its rooms.
    expect(first.takeEarlyData('/api/available/rates', 'it', 'POST', body)).toBeUndefined();
    expect(first.takeEarlyRefusal('/api/available/rates', 'it', 'POST', body)).toEqual(refusal);
    expect(first.takeEarlyRefusal('/api/available/rates', 'it', 'POST', body)).toBeUndefined();

    // The same page, with nobody taking the reason first: the client adopts the refusal as the server's own answer.
    const second = await load();
    await second.startFirstRequests('/it/booking/rooms-available', address);
    await expect(second.api.post('/api/available/rates', JSON.parse(body), { quiet: true })).rejects.toMatchObject({
      status: 422,
      message: 'Dati non validi',
      errors: refusal.errors,
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a written answer the entry does not ask for itself (the day spa's calendar) is a query's first data, or adopted by the client, once", async () => {
    const calendar = '/api/3/availability?people=1&from_date=2031-06-01&to_date=2031-08-01';
    const records = [{ id: 11, date: '2031-06-01', sale_price: 3000, available: 12 }];
    writeAnswers(JSON.stringify({ [`GET ${calendar} it `]: records }));
    const first = await load();
    await first.startFirstRequests('/it/day-spa/thermal-day', '');
    expect(sent().map((request) => request.url)).toEqual(['/api/user', '/api/products/thermal-day']);
    expect(first.takeEarlyData(calendar, 'it')).toEqual(records);
    expect(first.takeEarlyData(calendar, 'it')).toBeUndefined();

    fetchMock.mockClear();
    const second = await load();
    expect(await second.api.get(calendar)).toEqual(records);
    expect(await second.api.get(calendar)).toEqual({ from: calendar });
    expect(sent().map((request) => request.url)).toEqual([calendar]);
  });
});
