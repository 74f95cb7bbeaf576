import { Trans } from '@lingui/react/macro';
import type { TokenScopeOption } from '../../api/accessTokens';
import { CheckboxField, FieldErrorMessage, Spinner, useFieldError } from '../../ui';

const ERROR_ID = 'token-scopes-error';

/** The scopes as checkboxes of one array field, its error shown once under the group. */
export function ScopeCheckboxes({ scopes }: { scopes: TokenScopeOption[] | undefined }) {
  const error = useFieldError('scopes');
  return (
    <fieldset className="tokens__scopes-field" aria-describedby={error ? ERROR_ID : undefined}>
      <legend>
        <Trans>Scopes</Trans>
      </legend>
      {scopes ? null : <Spinner size="small" />}
      {(scopes ?? []).map((scope) => (
        <CheckboxField
          key={scope.id}
          name="scopes"
          value={scope.id}
          label={`${scope.description} (${scope.id})`}
          showError={false}
        />
      ))}
      <FieldErrorMessage id={ERROR_ID} error={error} />
    </fieldset>
  );
}
