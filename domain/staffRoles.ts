/**
 * The back office's roles (docs/product.md §12): an administrator may do everything and manages
 * staff accounts; a revenue manager changes rates, availability, rooms, seasons and promo codes;
 * the front desk works the arrivals, requests, police file and check-in at the desk.
 */
export const STAFF_ROLES = ['administrator', 'revenue_manager', 'front_desk'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

/** Whether a person with `role` may use what `allowed` roles may: the administrator always may. */
export function roleAllows(role: StaffRole | null | undefined, allowed: readonly StaffRole[]): boolean {
  if (!role) return false;
  return role === 'administrator' || allowed.includes(role);
}

/** A staff account as the administrator's staff screen sees it. */
export interface StaffMemberWire {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  role: StaffRole;
  /** When it was disabled (ISO instant); null while it may sign in. */
  disabled_at: string | null;
  /** Whether the password link of the invitation was used (or the account had a password before). */
  invitation_pending: boolean;
  created_at: string;
}
