import { Trans, useLingui } from '@lingui/react/macro';
import { Checkmark } from '../../ui';

/** The success flag of the payment: checkmark and the thank-you of SPEC 2. */
export function DepositSuccess() {
  const { t } = useLingui();
  return (
    <div className="deposit-success" role="status">
      <Checkmark label={t`Payment complete`} />
      <p className="deposit-success__text">
        <Trans>Thank you, We will get back to you shortly!</Trans>
      </p>
    </div>
  );
}
