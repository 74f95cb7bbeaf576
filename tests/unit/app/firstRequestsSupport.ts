import { beforeEach, vi } from 'vitest';

/**
 * What the tests of the first screen's requests share (firstRequestsStartedAndAdopted,
 * firstPhotoPreloaded, firstAnswersWrittenInPage): a fetch that records each request and answers
 * with its address, what was sent, and the entry and the client loaded anew for each test.
 */
export const echo = (url: string, _init: RequestInit) =>
  Promise.resolve(new Response(JSON.stringify({ from: url }), { status: 200 }));
export const fetchMock = vi.fn(echo);

export const headersOf = (init: RequestInit) => init.headers as Record<string, string>;
export const sent = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    url,
    method: init.method,
    locale: headersOf(init)['X-Locale'],
    body: init.body,
  }));

/** The entry's first requests and the client, as a new page loads them (no early answer left). */
export async function load() {
  vi.resetModules();
  const { startFirstRequests } = await import('@src/app/firstRequests');
  const { api } = await import('@src/api/client');
  const { takeEarlyData, takeEarlyRefusal } = await import('@src/api/earlyRequests');
  return { startFirstRequests, api, takeEarlyData, takeEarlyRefusal };
}

/** The mocked answers resolve at once: a task later, their bodies have been read. */
export const answersRead = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Before each test of the calling file: the echoing fetch, nothing sent yet, and a page whose head
 * holds only the CSRF token and whose body is empty.
 */
export function startEachTestOnANewPage() {
  beforeEach(() => {
    fetchMock.mockClear();
    fetchMock.mockImplementation(echo);
    vi.stubGlobal('fetch', fetchMock);
    document.head.innerHTML = '<meta name="csrf-token" content="token-1" />';
    document.body.innerHTML = '';
  });
}
