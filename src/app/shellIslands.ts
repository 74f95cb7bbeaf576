// The parts of the app shell that need data or a library and not the first paint: one chunk,
// loaded after the first frame (src/shared/page/afterFirstPaint.tsx, decision 026).
export { AccountControl } from './AccountControl';
export { CartDropdown } from './CartDropdown';
export { SeasonalBanner } from './SeasonalBanner';
export { Toaster } from '../ui/toast/Toaster';
