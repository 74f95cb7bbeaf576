import { mixed, object } from 'yup';
import type { AppModule } from '../../deps';
import { HttpError } from '../../http/errors';
import { httpMessages } from '../../http/messages';
import { nothing, requestSchema } from '../../http/validation';
import { requireAdmin, signedInUser } from '../../http/auth';
import { LOCALES, type Locale } from '../../../domain/locales';
import {
  fields,
  pageBodySchema,
  pageEditParamsSchema,
  pageIdParamsSchema,
  pageRestoreSchema,
  type PageBodyValues,
  type PageEditParams,
  type PageRestoreValues,
} from '../../../domain/validation';
import type { EditablePage, EditablePageSummary } from '../../../domain/pageEditor';
import { findPage } from './service';
import { editablePage, listEditablePages, restorePageVersion, savePageBody } from './editor';
import { pageMessages } from './messages';
import { PUBLIC_READ } from '../../http/session';

/** A page body may be 200,000 characters; escaped as JSON that stays under 1 MiB. Beyond: 413, translated. */
const EDITOR_BODY_LIMIT = 1024 * 1024;

const tags = ['Pages'];
const schemas = {
  read: {
    summary: 'A static page in one language',
    description: 'Its body is HTML, cleaned by the page allow-list (domain/pageHtml.ts). 404 for an unknown page.',
    tags,
    params: requestSchema((locale) => object({ slug: fields(locale).text().required() })),
    querystring: requestSchema((locale) =>
      object({ locale: mixed<Locale>().oneOf(LOCALES, fields(locale).m('valueInvalid')).optional() }),
    ),
  },
  list: { summary: 'Every static page in every language (administrators)', tags, querystring: nothing },
  page: {
    summary: 'A static page with its body and its earlier versions (administrators)',
    tags,
    querystring: nothing,
    params: requestSchema(pageIdParamsSchema),
  },
  save: {
    summary: "Saves a page's body (administrators)",
    description:
      '`PUT /api/{type}/{id}` with `body` (product.md §12.5); `type` is `pages`. The HTML is sanitised by the same allow-list that renders it; the body it replaces is kept as a version. 401 signed out, 403 not an administrator, 404 unknown page, 413 over 1 MiB, 422 bad input.',
    tags,
    querystring: nothing,
    params: requestSchema(pageEditParamsSchema),
    body: requestSchema(pageBodySchema),
  },
  restore: {
    summary: 'Restores an earlier version of a page (administrators)',
    description:
      'A new save of that version’s body: the body it replaces becomes a version in turn. 404 for a version of another page.',
    tags,
    querystring: nothing,
    params: requestSchema(pageIdParamsSchema),
    body: requestSchema(pageRestoreSchema),
  },
};

/** Static pages (privacy, terms...) in one language, and the administrator's page editor (decision 024). */
export const pagesModule: AppModule = async (app, { db }) => {
  // ?locale= picks the page's language (it is the request's language, see http/locale.ts).
  app.get<{ Params: { slug: string }; Querystring: { locale?: Locale } }>(
    '/api/pages/:slug',
    { schema: schemas.read, ...PUBLIC_READ },
    async (request) => {
      const page = await findPage(db, request.params.slug, request.locale);
      if (!page) throw new HttpError(404, httpMessages.notFound);
      return page;
    },
  );

  // The editor: administrators only, refused (401/403) before the body is read.
  const admin = { onRequest: [requireAdmin] };

  app.get('/api/admin/pages', { schema: schemas.list, ...admin }, async (): Promise<EditablePageSummary[]> =>
    listEditablePages(db),
  );

  app.get<{ Params: { id: number } }>(
    '/api/admin/pages/:id',
    { schema: schemas.page, ...admin },
    async (request): Promise<EditablePage> => {
      const page = await editablePage(db, request.params.id);
      if (!page) throw new HttpError(404, pageMessages.pageNotFound);
      return page;
    },
  );

  app.put<{ Params: PageEditParams; Body: PageBodyValues }>(
    '/api/:type/:id',
    { schema: schemas.save, bodyLimit: EDITOR_BODY_LIMIT, ...admin },
    async (request): Promise<EditablePage> => {
      const page = await savePageBody(db, request.params.id, request.body.body, signedInUser(request));
      if (!page) throw new HttpError(404, pageMessages.pageNotFound);
      return page;
    },
  );

  app.post<{ Params: { id: number }; Body: PageRestoreValues }>(
    '/api/admin/pages/:id/restore',
    { schema: schemas.restore, ...admin },
    async (request): Promise<EditablePage> => {
      const { id } = request.params;
      if (!(await editablePage(db, id))) throw new HttpError(404, pageMessages.pageNotFound);
      const page = await restorePageVersion(db, id, request.body.version_id, signedInUser(request));
      if (!page) throw new HttpError(404, pageMessages.versionNotFound);
      return page;
    },
  );
};
