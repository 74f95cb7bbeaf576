import { ValidationError, type AnySchema } from 'yup';

/** Validates like the server does (abortEarly: false) and returns `{path: firstMessage}`. */
export async function errorsOf(schema: AnySchema, values: unknown): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const item of error.inner.length ? error.inner : [error]) errors[item.path ?? '_'] ??= item.message;
    return errors;
  }
}

/** Intl puts (narrow) no-break spaces in amounts; tests compare with plain spaces. */
export const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
