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

const keyOf = (method: Method, url: string, locale: string, body?: string) => `${method} ${url} ${locale} ${body ?? ''}`;

export function startEarly(method: Method, url: string, locale: string, body?: string): Promise<Response> {
  const response = fetch(url, requestInit(method, locale, body));
  // Nobody may adopt it (another screen, a failed route): a network failure is not unhandled.
  response.catch(() => undefined);
  started.set(keyOf(method, url, locale, body), response);
  return response;
}

/** The early answer to this request, taken once; none for a request nobody started early. */
export function adoptEarly(method: Method, url: string, locale: string, body?: string): Promise<Response> | undefined {
  const key = keyOf(method, url, locale, body);
  const response = started.get(key);
  if (response) started.delete(key);
  else if (method !== 'GET') started.clear();
  return response;
}
