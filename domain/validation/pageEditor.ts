import { mixed, object, type InferType } from 'yup';
import type { Locale } from '../locales';
import { fields } from './fields';

/** The longest page body the editor stores, in characters (the privacy page is about 1,500). */
export const PAGE_BODY_MAX_LENGTH = 200_000;

/** What `PUT /api/{type}/{id}` edits: only static pages so far (product.md §12.5: type defaults to pages). */
export const EDITABLE_TYPES = ['pages'] as const;
export type EditableType = (typeof EDITABLE_TYPES)[number];

/** The path of `PUT /api/{type}/{id}`. */
export function pageEditParamsSchema(locale: Locale) {
  const f = fields(locale);
  return object({
    type: mixed<EditableType>().oneOf(EDITABLE_TYPES, f.m('pageTypeUnknown')).required(f.m('pageTypeUnknown')),
    id: f.id('valueInvalid'),
  });
}
export type PageEditParams = InferType<ReturnType<typeof pageEditParamsSchema>>;

/** A page's new body: HTML, line breaks kept, sanitised by the server before it is stored. */
export function pageBodySchema(locale: Locale) {
  const f = fields(locale);
  return object({
    body: f
      .text(PAGE_BODY_MAX_LENGTH, { trim: false, multiline: true })
      .max(PAGE_BODY_MAX_LENGTH, f.m('pageBodyMax', { max: PAGE_BODY_MAX_LENGTH }))
      .test('not-blank', f.m('pageBodyRequired'), (value) => !value || value.trim() !== '')
      .required(f.m('pageBodyRequired')),
  });
}
export type PageBodyValues = InferType<ReturnType<typeof pageBodySchema>>;

/** Restoring an earlier version of a page: the version's id. */
export function pageRestoreSchema(locale: Locale) {
  return object({ version_id: fields(locale).id('valueInvalid') });
}
export type PageRestoreValues = InferType<ReturnType<typeof pageRestoreSchema>>;

/** A page's id in the editor's own paths. */
export function pageIdParamsSchema(locale: Locale) {
  return object({ id: fields(locale).id('valueInvalid') });
}
