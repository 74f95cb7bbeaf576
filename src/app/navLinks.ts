import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The journeys a guest can start from the navigation bar; each journey adds its entry. */
export const navLinks: { href: string; label: MessageDescriptor }[] = [
  { href: '/', label: msg`Home` },
  { href: '/booking/select-dates', label: msg`Rooms` },
  { href: '/day-spa', label: msg`Day spa` },
  { href: '/shop', label: msg`Gift cards` },
  { href: '/airport-transfer', label: msg`Airport transfer` },
  { href: '/requests', label: msg`Requests` },
];
