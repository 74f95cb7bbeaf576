// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { answersRead, echo, fetchMock, headersOf, load, sent, startEachTestOnANewPage } from './firstRequestsSupport';

// Issue 10 / decision 028: the entry starts the first screen's requests; the client adopts each
// answer once, for the very same request, and a state-changing request drops what is left. Here:
// which requests each route starts, and how each answer (or refusal) is taken once, by the client
// or as the first render's data.
startEachTestOnANewPage();

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
