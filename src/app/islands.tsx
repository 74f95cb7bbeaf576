import { lazyScreen } from './lazyScreen';

const islands = () => import('./shellIslands');

export const AccountControl = lazyScreen(islands, 'AccountControl');
export const CartDropdown = lazyScreen(islands, 'CartDropdown');
export const SeasonalBanner = lazyScreen(islands, 'SeasonalBanner');
export const Toaster = lazyScreen(islands, 'Toaster');
