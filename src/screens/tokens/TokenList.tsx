import { Trans, useLingui } from '@lingui/react/macro';
import type { PersonalToken } from '../../api/accessTokens';
import { useLocale } from '../../i18n/useLocale';

/** The guest's tokens by name, with scopes, dates and a Delete for each. */
export function TokenList({ tokens, onDelete }: { tokens: PersonalToken[]; onDelete: (id: number) => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const when = (iso: string | null) => (iso ? date.format(new Date(iso)) : t`Never`);
  if (tokens.length === 0) {
    return (
      <p className="tokens__empty">
        <Trans>You have no tokens yet.</Trans>
      </p>
    );
  }
  return (
    <ul className="tokens__list" aria-label={t`Your tokens`}>
      {tokens.map((token) => (
        <li key={token.id} className="tokens__item" data-testid="token-item">
          <div>
            <h3 className="tokens__name">{token.name}</h3>
            <p className="tokens__scopes">{token.scopes.join(', ')}</p>
            <dl className="tokens__dates">
              <div>
                <dt>
                  <Trans>Created</Trans>
                </dt>
                <dd>{when(token.created_at)}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Last used</Trans>
                </dt>
                <dd>{when(token.last_used_at)}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Expires</Trans>
                </dt>
                <dd>{when(token.expires_at)}</dd>
              </div>
            </dl>
          </div>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => onDelete(token.id)}
            aria-label={t`Delete the token "${token.name}"`}
          >
            <Trans>Delete</Trans>
          </button>
        </li>
      ))}
    </ul>
  );
}
