import type { UserRow } from '../../http/session';

/** The user as the SPA sees it (SPEC section 3): never the hash or flags. */
export function publicUser(user: UserRow) {
  return {
    id: user.id,
    fullName: `${user.firstName} ${user.lastName}`,
    email: user.email,
    bonus_terme_credit: user.bonusTermeCredit,
    discount_percent: user.discountPercent,
    is_admin: user.isAdmin,
  };
}
