import type { Airport } from './constants';
import type { IsoDate } from './dates';

/**
 * The site's settings the administrator keeps (product.md §12.17): the seasonal banner's own text
 * per language and the days it shows (from and to, both included), and the airport transfer's
 * price per person by airport, in cents.
 */
export interface SiteSettingsWire {
  banner_text: { it: string; en: string; de: string };
  banner_from: IsoDate | null;
  banner_to: IsoDate | null;
  airport_prices: Record<Airport, number>;
  /** Hours before a package's treatment time until which the guest may change or cancel it (§16.6). */
  treatment_notice_hours: number;
}

/** The banner's own text as guests get it: the three languages and its days. */
export interface BannerNotice {
  text: { it: string; en: string; de: string };
  from: IsoDate;
  to: IsoDate;
}

/** The administrator's banner shows from its first day to its last, both included; else the automatic notice. */
export const bannerShows = (notice: BannerNotice | null, today: IsoDate): notice is BannerNotice =>
  notice !== null && notice.from <= today && today <= notice.to;
