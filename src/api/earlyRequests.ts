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
/** The data of early GET answers that have come, by request: a screen's first render can use them at once. */
const arrived = new Map<string, unknown>();

const keyOf = (method: Method, url: string, locale: string, body?: string) => `${method} ${url} ${locale} ${body ?? ''}`;

export function startEarly(method: Method, url: string, locale: string, body?: string): Promise<Response> {
  const response = fetch(url, requestInit(method, locale, body));
  // Nobody may adopt it (another screen, a failed route): a network failure is not unhandled.
  response.catch(() => undefined);
  const key = keyOf(method, url, locale, body);
  started.set(key, response);
  if (method === 'GET') {
    void response
      .then((answer) => (answer.ok ? (answer.clone().json() as Promise<unknown>) : undefined))
      // Kept only while nobody has adopted the request (or dropped it, after a change).
      .then((data) => data !== undefined && started.get(key) === response && arrived.set(key, data))
      .catch(() => undefined);
  }
  return response;
}

/**
 * The data of an early GET answer that has already come, taken once with its request (a query's
 * `initialData`): the screen's first render shows it, instead of a skeleton and a second render a
 * moment later (issue 10). Undefined when it has not come yet: the query then asks the client,
 * which adopts the answer on its way. These are reads: their answers carry no new CSRF token.
 */
export function takeEarlyData<T>(url: string, locale: string): T | undefined {
  const key = keyOf('GET', url, locale);
  if (!arrived.has(key)) return undefined;
  const data = arrived.get(key) as T;
  arrived.delete(key);
  started.delete(key);
  return data;
}

/** The early answer to this request, taken once; none for a request nobody started early. */
export function adoptEarly(method: Method, url: string, locale: string, body?: string): Promise<Response> | undefined {
  const key = keyOf(method, url, locale, body);
  const response = started.get(key);
  arrived.delete(key);
  if (response) started.delete(key);
  else if (method !== 'GET') {
    started.clear();
    arrived.clear();
  }
  return response;
}
