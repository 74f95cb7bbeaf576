import { FIRST_ANSWERS_ID, firstRequestKey } from '../../domain/firstRequests';
import { requestInit, type Method } from './requestInit';

/**
 * Requests the first screen is known to make, started by the entry before React renders, so
 * they travel beside the route's code instead of after it (decision 028). The client
 * (`request` in client.ts) adopts an early answer for the very same request (method, address,
 * body, language) once, and makes its own request otherwise. Early answers belong to the page
 * load: a state-changing request that did not adopt one (a login, a logout, a payment) drops
 * them all, so nothing read before it is served after it.
 */
const started = new Map<string, Promise<Response>>();
/** The data of early answers that have come (or were written into the page), by request: a screen's first render can use them at once. */
const arrived = new Map<string, unknown>();

const keyOf = firstRequestKey;

/** Answers the server wrote into the page, read at the first request (server/http/firstAnswers.ts). */
let written: Map<string, unknown> | undefined;

/**
 * The answer the server wrote into the page for this request (decision 033), taken once. None
 * when it wrote none: an answer that was not a 200, a request it does not know, or a page that
 * was not served by the Terme server.
 */
function takeWritten(key: string): unknown {
  if (!written) {
    written = new Map();
    try {
      const answers = JSON.parse(document.getElementById(FIRST_ANSWERS_ID)?.textContent || '{}') as Record<string, unknown>;
      for (const [request, answer] of Object.entries(answers)) written.set(request, answer);
    } catch {
      // Unreadable: the requests are made as if nothing had been written.
    }
  }
  const answer = written.get(key);
  written.delete(key);
  return answer;
}

const answerOf = (data: unknown) => new Response(JSON.stringify(data), { status: 200, headers: { 'content-type': 'application/json' } });

export function startEarly(method: Method, url: string, locale: string, body?: string): Promise<Response> {
  const key = keyOf(method, url, locale, body);
  const answer = takeWritten(key);
  if (answer !== undefined) {
    // Already here: the first render can show it, and the client adopts it as if it had come.
    const response = Promise.resolve(answerOf(answer));
    started.set(key, response);
    arrived.set(key, answer);
    return response;
  }
  const response = fetch(url, requestInit(method, locale, body));
  // Nobody may adopt it (another screen, a failed route): a network failure is not unhandled.
  response.catch(() => undefined);
  started.set(key, response);
  // All early requests are reads (the rooms' rates search is a read-only POST): what has come
  // is a screen's first data. Kept only while nobody has adopted the request (or dropped it).
  void response
    .then((answer) => (answer.ok ? (answer.clone().json() as Promise<unknown>) : undefined))
    .then((data) => data !== undefined && started.get(key) === response && arrived.set(key, data))
    .catch(() => undefined);
  return response;
}

/**
 * The data of an early answer that has already come, taken once with its request (a query's
 * `initialData`, the booking statechart's rates): the screen's first render shows it, instead of
 * a skeleton and a second render a moment later (issue 10). Undefined when it has not come yet:
 * the query then asks the client, which adopts the answer on its way. These are reads: their
 * answers carry no new CSRF token.
 */
export function takeEarlyData<T>(url: string, locale: string, method: Method = 'GET', body?: string): T | undefined {
  const key = keyOf(method, url, locale, body);
  // Written by the server for a request the entry does not make itself (the day spa's calendar).
  if (!arrived.has(key)) return takeWritten(key) as T | undefined;
  const data = arrived.get(key) as T;
  arrived.delete(key);
  started.delete(key);
  return data;
}

/** The early answer to this request, taken once; none for a request nobody started early and the server did not write. */
export function adoptEarly(method: Method, url: string, locale: string, body?: string): Promise<Response> | undefined {
  const key = keyOf(method, url, locale, body);
  const writtenAnswer = started.has(key) ? undefined : takeWritten(key);
  const response = started.get(key) ?? (writtenAnswer === undefined ? undefined : Promise.resolve(answerOf(writtenAnswer)));
  arrived.delete(key);
  if (response) started.delete(key);
  else if (method !== 'GET') {
    started.clear();
    arrived.clear();
    written = new Map();
  }
  return response;
}
