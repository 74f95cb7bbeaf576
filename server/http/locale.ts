import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLocale, pickLocale, type Locale } from '../../domain/locales';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
  }
}

/** The path's first segment (`/en/...` gives `en`), without splitting the whole address. */
function pathLocale(request: FastifyRequest): string {
  const url = request.url;
  const end = url.indexOf('/', 1);
  return end === -1 ? url.slice(1) : url.slice(1, end);
}
const localeField = (part: unknown) =>
  part && typeof part === 'object' ? (part as { locale?: unknown }).locale : undefined;

/**
 * The language of a request, in which every message it gets is written: the `/{lang}/` prefix of
 * its path, else a `locale` field of its query or body (the pages and the rates search name the
 * language of their content so), else the SPA's X-Locale header (the language of the screen that
 * sent it), else Accept-Language, else Italian.
 */
export function registerLocale(app: FastifyInstance) {
  app.decorateRequest('locale', 'it');
  // Hooks with a callback rather than async ones: run for every request, they need no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const prefix = pathLocale(request);
    const query = localeField(request.query);
    const header = request.headers['x-locale'];
    if (isLocale(prefix)) request.locale = prefix;
    else if (isLocale(query)) request.locale = query;
    else if (isLocale(header)) request.locale = header;
    else request.locale = pickLocale(request.headers['accept-language']);
    done();
  });
  // The body is read after onRequest: its `locale` ranks with the query's, above the headers.
  app.addHook('preValidation', (request, _reply, done) => {
    const body = localeField(request.body);
    if (!isLocale(pathLocale(request)) && !isLocale(localeField(request.query)) && isLocale(body))
      request.locale = body;
    done();
  });
}
