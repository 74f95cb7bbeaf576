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
