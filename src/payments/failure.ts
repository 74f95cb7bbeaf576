import { ApiError } from '../api/client';
import type { SubmitFailure } from '@domain/submitFailure';

/**
 * A failed purchase post as the statechart keeps it: the server's `error` (402) or `message`,
 * and its field errors (422). A network failure has no message: the toast then says
 * 'missing or incorrect details'.
 */
export function toPaymentFailure(error: unknown): SubmitFailure {
  if (error instanceof ApiError) {
    const reason = typeof error.body.error === 'string' ? error.body.error : error.message;
    return { message: reason, errors: error.errors };
  }
  const message = (error as { message?: unknown } | null)?.message;
  return { message: error instanceof TypeError || typeof message !== 'string' ? '' : message, errors: {} };
}
