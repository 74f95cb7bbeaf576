export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The page's CSRF token, as the server wrote it (or as the last answer rotated it). */
export function csrfMeta(): HTMLMetaElement | null {
  return document.querySelector('meta[name="csrf-token"]');
}

function csrfToken(): string {
  const token = csrfMeta()?.content;
  if (!token) console.error('CSRF token not found: is the page served by the Terme server?');
  return token ?? '';
}

/**
 * What every API request of the SPA sends: the AJAX marker, the screen's language, the CSRF token
 * on a change, JSON. One function for the client and the requests the entry starts early
 * (src/api/earlyRequests.ts), so an early answer is the answer to the very same request.
 */
export function requestInit(method: Method, locale: string, body?: string, signal?: AbortSignal): RequestInit {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    'X-Locale': locale,
  };
  if (method !== 'GET') headers['X-CSRF-TOKEN'] = csrfToken();
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return { method, headers, body, credentials: 'same-origin', signal };
}
