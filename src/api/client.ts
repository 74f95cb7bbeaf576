import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { toast } from '../ui/toast';
import { adoptEarly } from './earlyRequests';
import { csrfMeta, requestInit, type Method } from './requestInit';

/** An API answer that was not 2xx, in the shapes of ARCHITECTURE.md. */
export class ApiError extends Error {
  constructor(
    public status: number,
    message: string,
    public errors: Record<string, string[]> = {},
    public body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** The ApiError of an answer's status and JSON body (`message`, field `errors`). */
export function apiErrorOf(status: number, data: Record<string, unknown>, statusText = ''): ApiError {
  const message = typeof data.message === 'string' ? data.message : statusText;
  return new ApiError(status, message, (data.errors as Record<string, string[]>) ?? {}, data);
}

export interface RequestOptions {
  /** Do not toast 422/5xx: the caller shows the error itself (forms, payments). */
  quiet?: boolean;
  signal?: AbortSignal;
}

/**
 * The one HTTP client of the SPA. Sends the AJAX marker, the CSRF token and the screen's language;
 * adopts a rotated CSRF token (after login/logout); maps errors as product.md §1.3 says.
 */
export async function request<T>(
  method: Method,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const locale = i18n.locale || 'it';
  const json = body === undefined ? undefined : JSON.stringify(body);
  // The entry may have started this very request already (src/api/earlyRequests.ts).
  const early = options.signal ? undefined : adoptEarly(method, url, locale, json);
  const response = await (early ?? fetch(url, requestInit(method, locale, json, options.signal)));
  const rotated = response.headers.get('x-csrf-token');
  const meta = csrfMeta();
  if (rotated && meta) meta.content = rotated;

  const text = await response.text();
  let data: Record<string, unknown> = {};
  try {
    data = text ? JSON.parse(text) : {};
  } catch {
    data = { message: text };
  }
  if (response.ok) return data as T;

  const error = apiErrorOf(response.status, data, response.statusText);
  handleError(error, options);
  throw error;
}

function handleError(error: ApiError, options: RequestOptions) {
  switch (error.status) {
    case 401:
      window.location.reload();
      return;
    case 403:
      toast.error(i18n._(msg`Forbidden operation`));
      return;
    case 419:
      toast.error(i18n._(msg`Session expired, please reload the page`));
      return;
    default:
      if (!options.quiet && (error.status === 422 || error.status >= 500)) toast.error(error.message);
  }
}

export const api = {
  get: <T>(url: string, options?: RequestOptions) => request<T>('GET', url, undefined, options),
  post: <T>(url: string, body?: unknown, options?: RequestOptions) => request<T>('POST', url, body ?? {}, options),
  put: <T>(url: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', url, body ?? {}, options),
  patch: <T>(url: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', url, body ?? {}, options),
  delete: <T>(url: string, options?: RequestOptions) => request<T>('DELETE', url, undefined, options),
};
