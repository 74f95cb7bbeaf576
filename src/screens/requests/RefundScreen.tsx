import { useMemo } from 'react';
import { useSearch } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { postRefund, useRequestPrefill } from '../../api/requests';
import { useUser } from '../../api/user';
import { MoneyField, Skeleton, TextareaField, TextField } from '../../ui';
import { IbanField } from './IbanField';
import { refundInitialValues, reservationInQuery } from './requestPrefill';
import { RequestForm } from './RequestForm';
import { RequestPage } from './RequestPage';

const FIELDS = ['reservation_number', 'amount', 'note', 'iban', 'bic'] as const;

/** /{lang}/requests/refund (product.md §8.2): the amount, why, and where to send it. */
export function RefundScreen() {
  const { t } = useLingui();
  const number = reservationInQuery(useSearch());
  const user = useUser();
  const prefill = useRequestPrefill(number, Boolean(user.data));
  const ready = !user.isPending && !(user.data && prefill.isPending);
  const initialValues = useMemo(() => refundInitialValues(prefill.data, number), [prefill.data, number]);

  return (
    <RequestPage
      title={t`Refund request`}
      lead={
        <Trans>
          Tell us how much you would like back and why. Leave your bank details so that we can send it sooner.
        </Trans>
      }
    >
      {ready ? (
        <RequestForm
          name={t`Refund request`}
          machineName="refundRequest"
          initialValues={initialValues}
          post={postRefund}
          fields={FIELDS}
          submitLabel={t`Send the request`}
        >
          <TextField name="reservation_number" label={t`Reservation number (if you have one)`} autoComplete="off" />
          <MoneyField name="amount" label={t`Amount`} />
          <TextareaField name="note" label={t`Note`} />
          <div className="request-form__pair">
            <IbanField name="iban" />
            <TextField
              name="bic"
              label={t`BIC (optional)`}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="UNCRITMMXXX"
            />
          </div>
        </RequestForm>
      ) : (
        <Skeleton count={6} height={48} />
      )}
    </RequestPage>
  );
}
