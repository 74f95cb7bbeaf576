// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { answersRead, fetchMock, load, sent, startEachTestOnANewPage } from './firstRequestsSupport';

// Issue 10 / decision 028: the client adopts each early answer once, for the very same request.
// Here, with decision 033: an answer the server wrote into the page leaves no request, is the first
// render's data (or refusal) or the client's answer once, and only for its own language and request.
startEachTestOnANewPage();

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
