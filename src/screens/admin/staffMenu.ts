import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { roleAllows, type StaffRole } from '@domain/staffRoles';

/**
 * The staff menu (docs/product.md §12): one entry per back-office screen, with the roles that may
 * use it (the administrator may use all). A new screen adds one line; the server's requireRole
 * guards the same roles.
 */
export const staffMenu: { href: string; label: MessageDescriptor; roles: StaffRole[]; current?: string }[] = [
  { href: '/', label: msg`Arrivals`, roles: ['front_desk'], current: '/reservations' },
  { href: '/police-report', label: msg`Police report`, roles: ['front_desk'] },
  { href: '/requests', label: msg`Guest requests`, roles: ['front_desk'] },
  { href: '/tourist-tax', label: msg`Tourist tax`, roles: ['front_desk'] },
  { href: '/istat', label: msg`ISTAT`, roles: ['front_desk'] },
  { href: '/gift-cards', label: msg`Gift cards`, roles: ['front_desk'] },
  { href: '/spa-day', label: msg`The spa’s day`, roles: ['front_desk'] },
  // The catalogue's API reads for both roles; each saves its own part (docs/product.md §16.4, §16.8).
  { href: '/spa-catalogue', label: msg`The spa’s catalogue`, roles: ['front_desk', 'revenue_manager'] },
  { href: '/seasons', label: msg`Seasons`, roles: ['revenue_manager'] },
  { href: '/promo-codes', label: msg`Promo codes`, roles: ['revenue_manager'] },
  { href: '/gift-card-products', label: msg`Gift-card products`, roles: ['revenue_manager'] },
  { href: '/day-spa', label: msg`Day spa`, roles: ['revenue_manager'] },
  { href: '/rooms', label: msg`Rooms`, roles: ['revenue_manager'] },
  { href: '/rate-plans', label: msg`Rate plans`, roles: ['revenue_manager'] },
  { href: '/pricing-rules', label: msg`Pricing rules`, roles: ['revenue_manager'] },
  { href: '/calendar', label: msg`Rates and availability`, roles: ['revenue_manager'] },
  { href: '/actions', label: msg`Staff actions`, roles: [] },
  { href: '/pages', label: msg`Pages`, roles: [] },
  { href: '/staff', label: msg`Staff accounts`, roles: [] },
  { href: '/city-tax', label: msg`City-tax rules`, roles: [] },
  { href: '/settings', label: msg`Site settings`, roles: [] },
];

/** The entries a role may use, in the menu's order. */
export const menuFor = (role: StaffRole | null | undefined) =>
  staffMenu.filter((entry) => roleAllows(role, entry.roles));
