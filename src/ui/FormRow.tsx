import type { ReactNode } from 'react';
import { FieldErrorMessage } from './FieldErrorMessage';

type FormRowProps = {
  label: ReactNode;
  htmlFor: string;
  hint?: ReactNode;
  hintId?: string;
  error: string | undefined;
  errorId: string;
  className?: string;
  children: ReactNode;
};

/** Label, control, optional hint and the error line, stacked. */
export function FormRow({ label, htmlFor, hint, hintId, error, errorId, className, children }: FormRowProps) {
  return (
    <div className={['form-row', error ? 'form-row--invalid' : '', className ?? ''].join(' ').trim()}>
      <label className="form-label" htmlFor={htmlFor}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={hintId} className="form-hint">
          {hint}
        </p>
      ) : null}
      <FieldErrorMessage id={errorId} error={error} />
    </div>
  );
}
