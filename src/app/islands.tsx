import { lazyScreen } from '@src/shared/page/lazyScreen';

const islands = () => import('./shellIslands');

// Their texts are in the shell's catalog (scripts/build/catalogParts.ts: SHELL_ISLANDS): no
// catalog loads with them, so a journey's page is not rendered again after its first paint.
export const AccountControl = lazyScreen(islands, 'AccountControl', 'shell');
export const CartDropdown = lazyScreen(islands, 'CartDropdown', 'shell');
export const SeasonalBanner = lazyScreen(islands, 'SeasonalBanner', 'shell');
export const Toaster = lazyScreen(islands, 'Toaster', 'shell');
