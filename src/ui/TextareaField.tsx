import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { Trans } from '@lingui/react/macro';
import { GIFT_CARD_MESSAGE_WARNING_REMAINING, TEXTAREA_MAX_LENGTH, TEXTAREA_ROWS } from '@domain/constants';
import { FormRow } from './FormRow';
import { useFormField } from './useFormField';

export type TextareaFieldProps = {
  name: string;
  label: ReactNode;
  /** Default 255; the browser blocks typing beyond it. */
  maxLength?: number;
  /** Default 5. */
  rows?: number;
  hint?: ReactNode;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'value' | 'onChange' | 'children'>;

/** Remaining characters at or below this number turn the counter red (product.md §5.1, for every counter). */
const WARN_AT = GIFT_CARD_MESSAGE_WARNING_REMAINING;

/** A textarea with a remaining-characters counter that turns red near the limit. */
export function TextareaField({
  name,
  label,
  maxLength = TEXTAREA_MAX_LENGTH,
  rows = TEXTAREA_ROWS,
  hint,
  id,
  className,
  ...rest
}: TextareaFieldProps) {
  const baseId = useId();
  const hintId = `${baseId}-hint`;
  const counterId = `${baseId}-counter`;
  const { field, error, inputId, errorId, onChange, ariaProps } = useFormField<string>({
    name,
    id,
    describedBy: [hint ? hintId : undefined, counterId],
  });
  const value = field.value ?? '';
  const remaining = maxLength - value.length;
  return (
    <FormRow
      label={label}
      htmlFor={inputId}
      hint={hint}
      hintId={hintId}
      error={error}
      errorId={errorId}
      className={className}
    >
      <textarea
        {...rest}
        {...ariaProps}
        id={inputId}
        name={name}
        rows={rows}
        maxLength={maxLength}
        className="form-input form-textarea"
        value={value}
        onChange={onChange}
        onBlur={field.onBlur}
      />
      <p
        id={counterId}
        className={remaining <= WARN_AT ? 'form-counter form-counter--low' : 'form-counter'}
        aria-live="polite"
      >
        <Trans>{remaining} characters left</Trans>
      </p>
    </FormRow>
  );
}
