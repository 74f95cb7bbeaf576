import type { AppModule } from '../types';
import { HttpError } from '../../http/errors';
import { httpMessages, translate } from '../../http/messages';
import { isLocale } from '../../../domain/locales';
import { findPage } from './service';

export const pagesModule: AppModule = async (app, { db }) => {
  // ?locale= picks the language; without it, the request's language (X-Locale, Accept-Language).
  app.get<{ Params: { slug: string }; Querystring: { locale?: string } }>('/api/pages/:slug', async (request) => {
    const locale = isLocale(request.query.locale) ? request.query.locale : request.locale;
    const page = await findPage(db, request.params.slug, locale);
    if (!page) throw new HttpError(404, translate(httpMessages.notFound, locale));
    return page;
  });
};
