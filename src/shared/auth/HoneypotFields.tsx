import { Field } from 'formik';
import type { HoneypotConfig } from '@src/api/accounts';

/**
 * The registration honeypot: a text field people never see nor reach (visually hidden, not
 * display:none, which bots skip) that must stay empty, and the sealed time the form was shown.
 */
export function HoneypotFields({ config }: { config: HoneypotConfig }) {
  if (!config.enabled) return null;
  return (
    <>
      <div className="visually-hidden" aria-hidden="true">
        <Field type="text" name={config.nameFieldName} id={config.nameFieldName} tabIndex={-1} autoComplete="off" />
      </div>
      <Field type="hidden" name={config.validFromFieldName} />
    </>
  );
}
