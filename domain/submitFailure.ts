/** What a failed submission leaves for the form: a message and the server's field errors. */
export interface SubmitFailure {
  message: string;
  errors: Record<string, string[]>;
}

/** Reads any thrown value (an API error, a network TypeError) as a SubmitFailure. */
export function toSubmitFailure(error: unknown): SubmitFailure {
  const e = error as { message?: unknown; errors?: unknown } | null;
  const errors = e && typeof e.errors === 'object' && e.errors !== null ? (e.errors as Record<string, string[]>) : {};
  const message = e && typeof e.message === 'string' ? e.message : '';
  return { message, errors };
}

export const hasFieldErrors = (failure: SubmitFailure) => Object.keys(failure.errors).length > 0;

/** A 422 answer: the request itself is wrong (the server says what), unlike a network or server failure. */
export const isRefusal = (error: unknown) => (error as { status?: unknown } | null)?.status === 422;

/** Every distinct message of a refusal, field errors first, else its message. */
export function refusalMessages(error: unknown): string[] {
  const failure = toSubmitFailure(error);
  const messages = [...new Set(Object.values(failure.errors).flat())];
  return messages.length > 0 ? messages : failure.message ? [failure.message] : [];
}
