import { DEFAULT_DEPOSIT_CENTS, DEPOSIT_REFERENCE_MAX_LENGTH } from '../../../domain/constants';
import { parseMoneyInput } from '../../../domain/money';

export interface DepositFormValues {
  /** Cents; the guest types euros. */
  amount: number;
  note: string;
  reservation_id: number | null;
  reservation_number: string;
  first_name: string;
  last_name: string;
  email: string;
  privacy: boolean;
  newsletter_consent: boolean;
}

/**
 * The form's starting values from a front-desk link: `?amount=250&id=42&number=R-2031&note=...`.
 * `amount` is in euros like the field the guest sees (comma or dot); without one, 100 euro.
 */
export function depositInitialValues(search: string, defaultNote: string): DepositFormValues {
  const query = new URLSearchParams(search);
  const amount = parseMoneyInput(query.get('amount') ?? '');
  const id = Number(query.get('id'));
  return {
    amount: amount > 0 ? amount : DEFAULT_DEPOSIT_CENTS,
    note: (query.get('note')?.trim() || defaultNote).slice(0, DEPOSIT_REFERENCE_MAX_LENGTH),
    reservation_id: Number.isInteger(id) && id > 0 ? id : null,
    reservation_number: query.get('number')?.trim() ?? '',
    first_name: '',
    last_name: '',
    email: '',
    privacy: false,
    newsletter_consent: false,
  };
}
