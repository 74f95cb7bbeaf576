import type { UserRow } from '../../http/session';

/** publicUser's answer as JSON Schema, for the API's document: a test holds the two together. */
export const publicUserSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    fullName: { type: 'string' },
    email: { type: 'string', format: 'email' },
    bonus_terme_credit: { type: 'integer', description: 'Bonus terme credit, in cents.' },
    discount_percent: { type: 'integer', description: 'Personal discount off every total, in percent.' },
    is_admin: { type: 'boolean' },
    role: {
      type: ['string', 'null'],
      enum: ['administrator', 'revenue_manager', 'front_desk', null],
      description: 'The back-office role (docs/product.md §12); null for a guest.',
    },
  },
  required: ['id', 'fullName', 'email', 'bonus_terme_credit', 'discount_percent', 'is_admin', 'role'],
} as const;

/** A guest as the API's document shows them. */
export const publicUserExample = {
  id: 1,
  fullName: 'Giulia Rossi',
  email: 'guest@terme.example',
  bonus_terme_credit: 20000,
  discount_percent: 10,
  is_admin: false,
  role: null,
};

/** The user as the SPA sees it (product.md §6.4): never the hash or flags. */
export function publicUser(user: UserRow) {
  return {
    id: user.id,
    fullName: `${user.firstName} ${user.lastName}`,
    email: user.email,
    bonus_terme_credit: user.bonusTermeCredit,
    discount_percent: user.discountPercent,
    is_admin: user.isAdmin,
    role: user.role ?? null,
  };
}
