import { DEFAULT_DEPOSIT_CENTS, DEPOSIT_REFERENCE_MAX_LENGTH } from '@domain/constants';
import { contactValues, type ContactValues } from '@src/shared/forms/contact';

export interface DepositFormValues extends ContactValues {
  /** Cents; the guest types euros. */
  amount: number;
  note: string;
  reservation_id: number | null;
  reservation_number: string;
}

/**
 * The form's starting values from a front-desk link: `?amount=25000&id=42&number=R-2031&note=...`.
 * `amount` is in cents, like the deposit form's amount (product.md §4.1: default 10000, i.e. 100 euro); a
 * value that is not a whole number of cents gives 0, which the form refuses with its message.
 */
export function depositInitialValues(search: string, defaultNote: string): DepositFormValues {
  const query = new URLSearchParams(search);
  const amountText = query.get('amount')?.trim();
  const amount = !amountText ? DEFAULT_DEPOSIT_CENTS : /^\d{1,9}$/.test(amountText) ? Number(amountText) : 0;
  const id = Number(query.get('id'));
  return {
    amount,
    note: (query.get('note')?.trim() || defaultNote).slice(0, DEPOSIT_REFERENCE_MAX_LENGTH),
    reservation_id: Number.isInteger(id) && id > 0 ? id : null,
    reservation_number: query.get('number')?.trim() ?? '',
    ...contactValues(),
  };
}
