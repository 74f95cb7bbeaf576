import { mixed, object } from 'yup';
import type { AppModule } from '../types';
import { HttpError } from '../../http/errors';
import { httpMessages } from '../../http/messages';
import { requestSchema } from '../../http/validation';
import { LOCALES, type Locale } from '../../../domain/locales';
import { fields } from '../../../domain/validation';
import { findPage } from './service';
import { PUBLIC_READ } from '../../http/session';

const schema = {
  params: requestSchema((locale) => object({ slug: fields(locale).text().required() })),
  querystring: requestSchema((locale) => object({ locale: mixed<Locale>().oneOf(LOCALES, fields(locale).m('valueInvalid')).optional() })),
};

/** Static pages (privacy, terms...) in one language. */
export const pagesModule: AppModule = async (app, { db }) => {
  // ?locale= picks the page's language (it is the request's language, see http/locale.ts).
  app.get<{ Params: { slug: string }; Querystring: { locale?: Locale } }>('/api/pages/:slug', { schema, ...PUBLIC_READ }, async (request) => {
    const page = await findPage(db, request.params.slug, request.locale);
    if (!page) throw new HttpError(404, httpMessages.notFound);
    return page;
  });
};
