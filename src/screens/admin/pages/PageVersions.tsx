import { Trans, useLingui } from '@lingui/react/macro';
import type { PageVersionWire } from '@domain/pageEditor';
import { INTL_LOCALE } from '@domain/locales';
import { HOTEL_TIME_ZONE } from '@domain/constants';
import { useLocale } from '@src/i18n/useLocale';

/** A page's earlier bodies, newest first, each with a Restore button (a restore is a new save). */
export function PageVersions({
  versions,
  busy,
  onRestore,
}: {
  versions: PageVersionWire[];
  busy: boolean;
  onRestore: (id: number) => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const when = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: HOTEL_TIME_ZONE,
  });
  return (
    <section className="page-editor__versions" aria-labelledby="page-versions-title">
      <h3 id="page-versions-title">
        <Trans>Earlier versions</Trans>
      </h3>
      {versions.length === 0 ? (
        <p className="admin-muted">
          <Trans>No earlier versions yet: each save keeps the text it replaces.</Trans>
        </p>
      ) : (
        <ol className="admin-actions" data-testid="page-versions">
          {versions.map((version) => {
            const saved = when.format(new Date(version.saved_at));
            const replaced = when.format(new Date(version.replaced_at));
            return (
              <li key={version.id} className="page-editor__version">
                <span>
                  <Trans>
                    Saved {saved}, replaced {replaced} by {version.replaced_by_email} ({version.length} characters)
                  </Trans>
                </span>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={busy}
                  onClick={() => onRestore(version.id)}
                  aria-label={t`Restore the version saved ${saved}`}
                >
                  <Trans>Restore</Trans>
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
