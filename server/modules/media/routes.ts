import multipart from '@fastify/multipart';
import { number, object, string } from 'yup';
import type { FastifyRequest } from 'fastify';
import type { AppModule } from '../../deps';
import { requireRole, signedInUser } from '../../http/auth';
import { openToTokens } from '../../http/bearer';
import { nothing, requestSchema } from '../../http/validation';
import { answers, int, list, noContent, obj, str } from '../../http/answers';
import { fieldError, HttpError } from '../../http/errors';
import { fields } from '../../../domain/validation';
import { LOCALES, type Locale } from '../../../domain/locales';
import { PHOTO_LIMITS, PHOTO_OWNERS, photoMessages, type PhotoOwner } from '../../../domain/photos';
import type { Localized } from '../../db/schema';
import { addPhoto, listPhotos, photoByHash, removePhoto, updatePhoto, type Upload } from './service';

const tags = ['Room inventory'];
const read = { config: openToTokens('inventory:read') };
const write = { config: openToTokens('inventory:write') };
const localized = obj({ it: str, en: str, de: str });
const photo = obj({ id: int, url: str, width: int, height: int, alt: localized, position: int, file_name: str });

const ownerParams = requestSchema((locale) =>
  object({
    owner: string()
      .required()
      .oneOf([...PHOTO_OWNERS], fields(locale).m('valueInvalid')),
    id: fields(locale).id('valueInvalid'),
  }),
);
const byId = requestSchema((locale) => object({ id: fields(locale).id('valueInvalid') }));
const altField = (locale: Locale) =>
  fields(locale).text(PHOTO_LIMITS.altMax).default('').max(PHOTO_LIMITS.altMax, photoMessages.altTooLong[locale]);
/** Documents the multipart form (the parts are read by the handler, this only shows them). */
const uploadForm = requestSchema(
  (locale) =>
    object({
      photo: string().optional(),
      alt_it: altField(locale).optional(),
      alt_en: altField(locale).optional(),
      alt_de: altField(locale).optional(),
    }),
  {
    example: { photo: '(the file)', alt_it: 'La camera doppia', alt_en: 'The double room', alt_de: 'Das Doppelzimmer' },
  },
);
const photoEdit = requestSchema(
  (locale) =>
    object({
      alt_it: altField(locale),
      alt_en: altField(locale),
      alt_de: altField(locale),
      position: number()
        .typeError(fields(locale).m('numberInvalid'))
        .integer()
        .min(1)
        .max(PHOTO_LIMITS.perOwner)
        .required(),
    }),
  { example: { alt_it: 'Il balcone', alt_en: 'The balcony', alt_de: 'Der Balkon', position: 1 } },
);
const servedFile = requestSchema(() =>
  object({
    file: string()
      .required()
      .matches(/^[0-9a-f]{32}\.webp$/),
  }),
);

const owners = '`owner` is `room-categories` (a room category’s id) or `day-spa-products` (a day-spa product’s id).';
const schemas = {
  list: {
    querystring: nothing,
    params: ownerParams,
    tags,
    summary: 'The photos of a room category or a day-spa product, in their order',
    description: `${owners} Token scope \`inventory:read\`.`,
    response: answers(obj({ photos: list(photo) })),
  },
  upload: {
    querystring: nothing,
    params: ownerParams,
    body: uploadForm,
    consumes: ['multipart/form-data'],
    tags,
    summary: 'Upload a photo (multipart/form-data: `photo`, and `alt_it`, `alt_en`, `alt_de`)',
    description: `${owners} JPEG, PNG or WebP, at most 8 MB, checked by decoding it (not by its name or type); stored re-encoded as WebP, fitted in 1600×1200, at the end of the owner’s photos. Anything else is refused with 422 under \`photo\` and nothing is saved. Token scope \`inventory:write\`.`,
    response: answers(photo, { status: 201 }),
  },
  edit: {
    querystring: nothing,
    params: byId,
    body: photoEdit,
    tags,
    summary: 'Change a photo’s alt text and its place among its owner’s photos (1 is first)',
    description: 'Token scope `inventory:write`.',
    response: answers(photo),
  },
  remove: {
    querystring: nothing,
    params: byId,
    body: nothing,
    tags,
    summary: 'Remove a photo',
    description: 'Token scope `inventory:write`.',
    response: noContent('Removed.'),
  },
  serve: {
    querystring: nothing,
    params: servedFile,
    tags: ['Site'],
    summary: 'A photo’s image, by its content hash',
    description:
      'Public. The address changes with the image, so it is cached for a year (`immutable`). Answers the image with its type.',
    response: {
      200: { description: 'The image', content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } } },
    },
  },
};

const isTooLarge = (err: unknown) => (err as { code?: string })?.code === 'FST_REQ_FILE_TOO_LARGE';

/** Reads the one file and the alt texts of a multipart upload; refuses next to `photo` what is missing or too big. */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  const locale = request.locale;
  if (!request.isMultipart()) throw fieldError('photo', photoMessages.photoMissing, locale);
  const texts: Record<string, string> = {};
  let file: { name: string; data: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'photo' && !file) file = { name: part.filename.slice(0, 200), data };
      } else if (typeof part.value === 'string') texts[part.fieldname] = part.value;
    }
  } catch (err) {
    if (isTooLarge(err)) throw fieldError('photo', photoMessages.photoTooBig, locale);
    throw err;
  }
  if (!file || file.data.length === 0) throw fieldError('photo', photoMessages.photoMissing, locale);
  const alt = {} as Localized;
  for (const lang of LOCALES) {
    const text = (texts[`alt_${lang}`] ?? '').trim();
    if (text.length > PHOTO_LIMITS.altMax) throw fieldError(`alt_${lang}`, photoMessages.altTooLong, locale);
    alt[lang] = text;
  }
  return { fileName: file.name, data: file.data, alt };
}

/**
 * Photos of room categories and day-spa products (docs/product.md §12.18, decision 050): the
 * revenue manager's and the administrator's, and a channel manager's with an `inventory:*`
 * token. Multipart is parsed in this module only, with its size limit.
 */
export const photosAdminModule: AppModule = async (app, { db }) => {
  await app.register(multipart, {
    limits: { fileSize: PHOTO_LIMITS.maxBytes, files: 1, fields: 10, fieldSize: 2000, parts: 12 },
  });
  app.addHook('onRequest', requireRole('revenue_manager'));

  app.get<{ Params: { owner: PhotoOwner; id: number } }>(
    '/api/admin/photos/:owner/:id',
    { schema: schemas.list, ...read },
    async (request) => ({ photos: await listPhotos(db, request.params.owner, request.params.id) }),
  );

  app.post<{ Params: { owner: PhotoOwner; id: number } }>(
    '/api/admin/photos/:owner/:id',
    { schema: schemas.upload, ...write },
    async (request, reply) => {
      const upload = await readUpload(request);
      const saved = await addPhoto(
        db,
        signedInUser(request),
        request.params.owner,
        request.params.id,
        upload,
        request.locale,
      );
      return reply.status(201).send(saved);
    },
  );

  app.put<{ Params: { id: number }; Body: { alt_it: string; alt_en: string; alt_de: string; position: number } }>(
    '/api/admin/photos/:id',
    { schema: schemas.edit, ...write },
    async (request) => {
      const { alt_it, alt_en, alt_de, position } = request.body;
      return updatePhoto(db, signedInUser(request), request.params.id, {
        alt: { it: alt_it, en: alt_en, de: alt_de },
        position,
      });
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/api/admin/photos/:id',
    { schema: schemas.remove, ...write },
    async (request, reply) => {
      await removePhoto(db, signedInUser(request), request.params.id);
      return reply.status(204).send();
    },
  );
};

/** The public address of a photo: by content hash, so it never changes and is cached for a year. */
export const photosPublicModule: AppModule = async (app, { db }) => {
  app.get<{ Params: { file: string } }>('/api/photos/:file', { schema: schemas.serve }, async (request, reply) => {
    const found = await photoByHash(db, request.params.file.slice(0, 32));
    if (!found) throw new HttpError(404, photoMessages.photoNotFound);
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .type(found.contentType)
      .send(found.data);
  });
};
