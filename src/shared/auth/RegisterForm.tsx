import { useQuery } from '@tanstack/react-query';
import { honeypotQueryOptions } from '@src/api/accounts';
import { Spinner } from '@src/ui';
import { RegistrationFields, type RegistrationPrefill } from './RegistrationFields';
import type { FormSubmitRef } from '@src/shared/forms/useFormSubmitView';

/** 'I do not have an account': waits for the honeypot configuration, then shows the form. */
export function RegisterForm({ formRef, prefill }: { formRef: FormSubmitRef; prefill?: RegistrationPrefill }) {
  const honeypot = useQuery(honeypotQueryOptions);
  if (honeypot.isPending) {
    return (
      <div className="auth-form auth-form--loading">
        <Spinner />
      </div>
    );
  }
  // Without the configuration the form still works where the server has no honeypot.
  return <RegistrationFields formRef={formRef} honeypot={honeypot.data ?? null} prefill={prefill} />;
}
