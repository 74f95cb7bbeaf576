import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { INTL_LOCALE } from '@domain/locales';
import { HOTEL_TIME_ZONE } from '@domain/constants';
import { adminPagesQuery } from '@src/api/pages';
import { Skeleton } from '@src/ui';
import { useLocale } from '@src/i18n/useLocale';
import { AdminLoadError } from '../AdminLoadError';
import './pageEditor.css';

const LANGUAGE_NAMES = { it: 'Italiano', en: 'English', de: 'Deutsch' } as const;

/** /{lang}/admin/pages: the static pages, one per language, each opening the editor. */
export function AdminPagesScreen() {
  const locale = useLocale();
  const pages = useQuery({ ...adminPagesQuery, refetchOnMount: 'always' });
  const when = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: HOTEL_TIME_ZONE,
  });
  return (
    <section aria-labelledby="admin-pages-title">
      <h2 id="admin-pages-title">
        <Trans>Pages</Trans>
      </h2>
      {pages.isPending ? <Skeleton count={3} height={32} /> : null}
      {pages.isError ? <AdminLoadError error={pages.error} /> : null}
      {pages.data ? (
        <ul className="admin-pages" data-testid="admin-pages">
          {pages.data.map((page) => {
            const updated = when.format(new Date(page.updated_at));
            return (
              <li key={page.id}>
                <Link href={`/pages/${page.id}`} lang={page.locale}>
                  {page.title}
                </Link>{' '}
                <span className="admin-muted">
                  · {LANGUAGE_NAMES[page.locale]} · <Trans>last saved {updated}</Trans>
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
