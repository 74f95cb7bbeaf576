import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../support/testApp';

/** Calls the API as a program would with a personal access token: no cookie, no CSRF token. */
export function withToken(
  t: TestApp,
  token: string | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    payload: payload as never,
    headers: { ...(token === null ? {} : { authorization: `Bearer ${token}` }), 'x-locale': 'en', ...headers },
  });
}
