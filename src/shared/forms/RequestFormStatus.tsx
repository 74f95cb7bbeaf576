import { Trans } from '@lingui/react/macro';
import { Checkmark } from '@src/ui';
import { FormFailureMessage } from './FormFailureMessage';
import type { useFormSubmitView } from './useFormSubmitView';
import './requestForm.css';

type View = ReturnType<typeof useFormSubmitView>;

/**
 * Above a request form: the server's thank-you after success (product.md §8), or a refusal that no field
 * shows (the connection failed, too many requests).
 */
export function RequestFormStatus({ view, shownFields }: { view: View; shownFields: readonly string[] }) {
  if (view.state === 'succeeded') {
    const message = (view.result as { message?: string } | null)?.message;
    return (
      <div className="request-success" role="status">
        <Checkmark size={40} />
        <p>{message ?? <Trans>Thank you, We will get back to you shortly!</Trans>}</p>
      </div>
    );
  }
  return <FormFailureMessage {...view} shownFields={shownFields} />;
}
