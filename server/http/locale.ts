import type { FastifyInstance } from 'fastify';
import { isLocale, pickLocale, type Locale } from '../../domain/locales';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
  }
}

/**
 * The language of a request: the `/{lang}/` prefix of its path, else the SPA's X-Locale header
 * (the language of the screen that sent it), else Accept-Language, else Italian.
 */
export function registerLocale(app: FastifyInstance) {
  app.decorateRequest('locale', 'it');
  app.addHook('onRequest', async (request) => {
    const prefix = request.url.split('/')[1];
    const header = request.headers['x-locale'];
    if (isLocale(prefix)) request.locale = prefix;
    else if (isLocale(header)) request.locale = header;
    else request.locale = pickLocale(request.headers['accept-language']);
  });
}
