import { type ReactNode } from 'react';
import { Form, Formik } from 'formik';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { IssuedGiftCardDetailsWire } from '@domain/giftCardDesk';
import { type FormValues } from '@machines/formSubmit.machine';
import { FormFailureMessage } from '@src/shared/forms/FormFailureMessage';
import { useFormSubmit } from '@src/shared/forms/useFormSubmit';
import { FieldErrorsProvider, MoneyField, SelectField, SubmitButton, TextField } from '../../../ui';
import { changeGiftCard, giftCardQuery } from './giftCardsApi';

type Change = 'balance' | 'validity' | 'void' | 'resend';

/** The three changes by hand, each a small form with its reason (product.md §12.11). */
export function GiftCardChanges({ card }: { card: IssuedGiftCardDetailsWire }) {
  const { t } = useLingui();
  return (
    <div className="admin-gift-card__changes">
      <ChangeForm
        card={card}
        change="balance"
        title={t`Change the balance`}
        submit={t`Save the balance`}
        initialValues={{ direction: 'add', amount: '', reason: '' }}
        // The desk says add or take off and types a positive amount: the server gets it signed.
        toBody={(v) => ({ amount: (v.direction === 'take' ? -1 : 1) * Number(v.amount || 0), reason: v.reason })}
        fields={['amount', 'reason']}
      >
        <SelectField
          name="direction"
          label={t`Add or take off`}
          options={[
            { value: 'add', label: t`Add` },
            { value: 'take', label: t`Take off` },
          ]}
        />
        <MoneyField name="amount" label={t`Amount`} />
        <TextField name="reason" label={t`Reason`} autoComplete="off" />
      </ChangeForm>
      <ChangeForm
        card={card}
        change="validity"
        title={t`Extend the validity`}
        submit={t`Extend`}
        initialValues={{ expires_on: card.expires_on, reason: '' }}
        toBody={(v) => v}
        fields={['expires_on', 'reason']}
      >
        <TextField name="expires_on" type="date" label={t`Valid until`} />
        <TextField name="reason" label={t`Reason`} autoComplete="off" />
      </ChangeForm>
      {card.status === 'valid' ? (
        <ChangeForm
          card={card}
          change="resend"
          title={t`Send the recipient’s mail again`}
          submit={t`Send with a new code`}
          hint={t`The code is never kept: ${card.recipient.email} gets a new one, the old code stops working.`}
          initialValues={{ reason: '' }}
          toBody={(v) => v}
          fields={['reason']}
        >
          <TextField name="reason" label={t`Reason`} autoComplete="off" />
        </ChangeForm>
      ) : null}
      <ChangeForm
        card={card}
        change="void"
        title={t`Void the card`}
        submit={t`Void the card`}
        initialValues={{ reason: '' }}
        toBody={(v) => v}
        fields={['reason']}
      >
        <TextField name="reason" label={t`Reason`} autoComplete="off" />
      </ChangeForm>
    </div>
  );
}

type Props = {
  card: IssuedGiftCardDetailsWire;
  change: Change;
  title: string;
  submit: string;
  /** What the change does, under its title. */
  hint?: string;
  initialValues: Record<string, string>;
  toBody: (values: Record<string, string>) => FormValues;
  /** The fields whose server errors show under them. */
  fields: readonly string[];
  children: ReactNode;
};

/** One change on the shared form statechart: sending, done (the card shows it), or refused by the fields. */
function ChangeForm({ card, change, title, submit, hint, initialValues, toBody, fields, children }: Props) {
  const queryClient = useQueryClient();
  const view = useFormSubmit({
    submit: (input) => changeGiftCard(card.id, change, input),
    onSuccess: (result) => {
      queryClient.setQueryData(giftCardQuery(card.id).queryKey, result as IssuedGiftCardDetailsWire);
      void queryClient.invalidateQueries({ queryKey: ['my', 'admin', 'gift-cards'] });
    },
  });
  const titleId = `gift-card-${change}`;
  return (
    <section aria-labelledby={titleId} data-machine={`giftCard.${change}`} data-state={view.state}>
      <h4 id={titleId}>{title}</h4>
      {hint ? <p className="admin-muted">{hint}</p> : null}
      <FieldErrorsProvider errors={view.fieldErrors} onClear={view.onClear}>
        <Formik
          initialValues={initialValues}
          onSubmit={(values, helpers) => {
            view.submit(toBody(values));
            helpers.resetForm({ values: { ...values, reason: '' } });
          }}
        >
          <Form noValidate className="admin-gift-card__form" aria-label={title}>
            {children}
            <FormFailureMessage {...view} shownFields={fields} />
            <SubmitButton loading={view.loading}>{submit}</SubmitButton>
          </Form>
        </Formik>
      </FieldErrorsProvider>
      {view.state === 'succeeded' ? (
        <p role="status" className="notice notice--success">
          <Trans>Saved.</Trans>
        </p>
      ) : null}
    </section>
  );
}
