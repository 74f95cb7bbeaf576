import { useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { useSelector } from '@xstate/react';
import { useJourneyActor } from '../../statecharts/useJourneyActor';
import { Trans, useLingui } from '@lingui/react/macro';
import { depositMachine, type DepositPurchase } from '@machines/deposit.machine';
import { api } from '../../api/client';
import { CardSession, cardPaymentFor } from '../../payments';
import { PageHeader } from '@src/shared/page/PageHeader';
import { depositInitialValues } from './depositQuery';
import { DepositForm, focusAmountField } from './DepositForm';
import { DepositReceipt } from './DepositReceipt';
import './deposit.css';

/**
 * /{lang}/deposit-payment (product.md §4.1): a guest pays a deposit from a front-desk link, without
 * logging in; machines/deposit.machine.ts runs the form, its card step and the receipt.
 */
export function DepositPaymentScreen() {
  const { t } = useLingui();
  const search = useSearch();
  // Recomputed when the language changes the default reference, not whenever Lingui renews `t`
  // (the form takes new initial values as a reset).
  const defaultReference = t`Reservation Deposit`;
  const initialValues = useMemo(() => depositInitialValues(search, defaultReference), [search, defaultReference]);
  const [session] = useState(() => new CardSession());
  const [machine] = useState(() =>
    depositMachine.provide({
      actors: {
        cardPayment: cardPaymentFor<DepositPurchase>(session, (purchase, payment) =>
          api.post('/deposit-payment', { ...purchase, ...payment }, { quiet: true }),
        ),
      },
      actions: {
        notifyAmountRefused: () => {
          session.settled(false);
          focusAmountField();
        },
      },
    }),
  );
  const actor = useJourneyActor(machine);
  const state = useSelector(actor, (s) => String(s.value));
  const paid = useSelector(actor, (s) => s.context.paid);

  return (
    <>
      <PageHeader>
        <h1>
          <Trans>Deposit payment</Trans>
        </h1>
      </PageHeader>
      <div className="container page deposit-page" data-machine="deposit" data-state={state}>
        {paid ? (
          <DepositReceipt paid={paid} onAgain={() => actor.send({ type: 'payment.again' })} />
        ) : (
          <>
            <p>
              <Trans>Pay the deposit for your stay by card. You will receive a receipt by email.</Trans>
            </p>
            <DepositForm actor={actor} session={session} initialValues={initialValues} />
          </>
        )}
      </div>
    </>
  );
}
