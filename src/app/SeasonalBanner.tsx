import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate, hotelToday } from '@domain/dates';
import { seasonalNotice, type SeasonalNotice } from '@domain/season';
import { bannerShows } from '@domain/siteSettings';
import { useBannerNotice, useSeasons } from '../api/requests';
import { useLocale } from '../i18n/useLocale';

const DISMISSED_KEY = 'terme.seasonalNotice.dismissed';
/** What the banner says: the administrator's own text in its days (product.md §12.17), else the season's notice. */
type Shown = SeasonalNotice | { kind: 'own'; text: string; from: string; to: string };
const noticeId = (notice: Shown) =>
  notice.kind === 'own'
    ? `own:${notice.from}:${notice.to}:${notice.text}`
    : notice.kind === 'opening'
      ? `opening:${notice.opens}`
      : `closing:${notice.closes}`;

function dismissedNotice(): string | null {
  try {
    return sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

/**
 * The seasonal notice (product.md §1.3): in the 20 days before the season opens, or before it closes
 * while the next one is further away, from the seasons in the database and the visitor's today in
 * hotel time; in the days the administrator chose, their own text instead (product.md §12.17).
 * Closing it holds for the visit (sessionStorage); a new notice shows again.
 */
export function SeasonalBanner() {
  const { t } = useLingui();
  const locale = useLocale();
  const seasons = useSeasons().data;
  const own = useBannerNotice().data ?? null;
  const [dismissed, setDismissed] = useState(dismissedNotice);
  const today = hotelToday();
  const notice: Shown | null = bannerShows(own, today)
    ? { kind: 'own', text: own.text[locale], from: own.from, to: own.to }
    : seasons
      ? seasonalNotice(seasons, today)
      : null;
  if (!notice || dismissed === noticeId(notice)) return null;
  const day = (iso: string) => formatDate(iso, locale, 'DD MMMM YYYY');

  const dismiss = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, noticeId(notice));
    } catch {
      // Private modes may refuse storage: the notice still closes for this page.
    }
    setDismissed(noticeId(notice));
  };

  return (
    <section className="seasonal-banner" aria-label={t`Season notice`}>
      <div className="container seasonal-banner__inner">
        <p>
          {notice.kind === 'own' ? (
            notice.text
          ) : notice.kind === 'opening' ? (
            <Trans>The hotel opens for the new season on {day(notice.opens)}: we look forward to welcoming you.</Trans>
          ) : notice.reopens ? (
            <Trans>
              The hotel closes for the season after {day(notice.closes)} and reopens on {day(notice.reopens)}.
            </Trans>
          ) : (
            <Trans>The hotel closes for the season after {day(notice.closes)}.</Trans>
          )}
        </p>
        <button
          type="button"
          className="seasonal-banner__close"
          onClick={dismiss}
          aria-label={t`Close the season notice`}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </section>
  );
}
