import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { Form, Formik } from 'formik';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import { accessTokenSchema } from '@domain/validation';
import type { accessTokensMachine } from '@machines/accessTokens.machine';
import { useTokenScopes } from '../../api/accessTokens';
import { useLocale } from '../../i18n/useLocale';
import { SubmitButton, TextField } from '../../ui';
import { ScopeCheckboxes } from './ScopeCheckboxes';
import { TokenCreateFailure } from './TokenCreateFailure';
import { TOKEN_NAME_MAX_LENGTH } from '@domain/accessTokens';

/** The "Create token" form: a name and the scopes (from `GET /oauth/scopes`) as checkboxes; the failure of product.md §13 below. */
export function CreateTokenForm({ actor }: { actor: ActorRefFrom<typeof accessTokensMachine> }) {
  const { t } = useLingui();
  const locale = useLocale();
  const schema = useMemo(() => accessTokenSchema(locale), [locale]);
  const scopes = useTokenScopes(locale);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const failed = useSelector(actor, (s) => s.hasTag('failure'));
  const errors = useSelector(actor, (s) => s.context.errors);

  return (
    <Formik
      initialValues={{ name: '', scopes: [] as string[] }}
      validationSchema={schema}
      onSubmit={(values) => actor.send({ type: 'form.submit', values: { name: values.name, scopes: values.scopes } })}
    >
      <Form noValidate className="tokens__form" aria-label={t`Create token`}>
        <TextField
          name="name"
          label={t`Name`}
          maxLength={TOKEN_NAME_MAX_LENGTH + 1}
          hint={t`Where the token is used, e.g. "Home calendar".`}
        />
        <ScopeCheckboxes scopes={scopes.data} />
        {failed ? <TokenCreateFailure errors={errors} /> : null}
        <SubmitButton loading={loading}>
          <Trans>Create</Trans>
        </SubmitButton>
      </Form>
    </Formik>
  );
}
