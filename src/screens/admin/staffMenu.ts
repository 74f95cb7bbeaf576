import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ROUTE_NAMES, routeEntry, type RouteName, type StaffMenuRoute } from '@domain/routes';
import { roleAllows, type StaffRole } from '@domain/staffRoles';

/**
 * The staff menu's words (docs/product.md §12.0). Which screens it lists, for which roles and in
 * which order is the route manifest's (`staff` in domain/routes.ts); a new back-office screen with
 * `staff` is a compile error here until it has its label.
 */
const LABELS: Record<StaffMenuRoute, MessageDescriptor> = {
  admin: msg`Arrivals`,
  adminPoliceReport: msg`Police report`,
  adminRequests: msg`Guest requests`,
  adminTouristTax: msg`Tourist tax`,
  adminIstat: msg`ISTAT`,
  adminGiftCards: msg`Gift cards`,
  adminSpaDay: msg`The spa’s day`,
  adminSpaCatalogue: msg`The spa’s catalogue`,
  adminSsnCure: msg`SSN cures`,
  adminSeasons: msg`Seasons`,
  adminPromoCodes: msg`Promo codes`,
  adminGiftCardProducts: msg`Gift-card products`,
  adminAddOns: msg`Add-ons`,
  adminDaySpa: msg`Day spa`,
  adminRooms: msg`Rooms`,
  adminRatePlans: msg`Rate plans`,
  adminPricingRules: msg`Pricing rules`,
  adminCalendar: msg`Rates and availability`,
  adminActions: msg`Staff actions`,
  adminPages: msg`Pages`,
  adminStaff: msg`Staff accounts`,
  adminCityTax: msg`City-tax rules`,
  adminSettings: msg`Site settings`,
};

export interface StaffMenuEntry {
  /** Below /{lang}/admin (the back office's own router). */
  href: string;
  label: MessageDescriptor;
  roles: readonly StaffRole[];
  /** The pages (below /{lang}/admin) reached from this screen's list, where it is marked current. */
  also: string[];
}

const ADMIN_PATH = routeEntry('admin').path;
const hrefOf = (name: RouteName) => routeEntry(name).path.slice(ADMIN_PATH.length) || '/';

export const staffMenu: StaffMenuEntry[] = ROUTE_NAMES.filter((name): name is StaffMenuRoute =>
  Boolean(routeEntry(name).staff),
).map((name) => ({
  href: hrefOf(name),
  label: LABELS[name],
  roles: routeEntry(name).staff ?? [],
  also: ROUTE_NAMES.filter((other) => routeEntry(other).staffMenuAt === name).map(hrefOf),
}));

/** The entries a role may use, in the menu's order. */
export const menuFor = (role: StaffRole | null | undefined) =>
  staffMenu.filter((entry) => roleAllows(role, entry.roles));

/** `path` or a page below it (a pattern's parameters and what follows them cut off). */
const isUnder = (location: string, path: string) => {
  const base = path.replace(/\/:[^/]+.*$/, '');
  return location === base || location.startsWith(`${base}/`);
};

/**
 * Whether the menu marks `entry` at `location` (below /{lang}/admin): its own screen and the pages
 * below it, and the pages reached from its list (an arrival's reservation marks the arrivals).
 */
export const isCurrentAt = (entry: StaffMenuEntry, location: string) =>
  (entry.href === '/' ? location === '/' : isUnder(location, entry.href)) ||
  entry.also.some((path) => isUnder(location, path));
