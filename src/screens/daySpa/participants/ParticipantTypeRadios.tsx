import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ParticipantType } from '@domain/validation';
import { FieldErrorMessage, useClearServerError, useFieldError } from '@src/ui';

export interface ParticipantTypeRadiosProps {
  /** The type the invitation journey holds (null before one is chosen). */
  value: ParticipantType | null;
  disabled?: boolean;
  onChoose: (type: ParticipantType) => void;
  /** The types the product admits and its free infants' age (product.md §10, §12.16). */
  rules: { admitted_types: readonly ParticipantType[]; free_infant_max_age_years: number };
}

/**
 * The participant types (product.md §10) as radios bound to the invitation journey, not to the form:
 * choosing a type (the same one again included, after a participant was added) is its event.
 */
export function ParticipantTypeRadios({ value, disabled, onChoose, rules }: ParticipantTypeRadiosProps) {
  const { t } = useLingui();
  const baseId = useId();
  const error = useFieldError('type');
  const clearServerError = useClearServerError();
  const infantAge = rules.free_infant_max_age_years;
  const all: { value: ParticipantType; label: string }[] = [
    { value: 'infant', label: t`Infant (up to the age of ${infantAge}): free, added at once` },
    { value: 'minor', label: t`Minor: added at once` },
    { value: 'adult', label: t`Adult: receives an invitation to register` },
    { value: 'guest', label: t`Guest: receives an invitation to register by email` },
  ];
  // Only what the product admits is offered (an adults-only product has no minors nor infants).
  const options = all.filter((option) => rules.admitted_types.includes(option.value));
  return (
    <fieldset className={['form-row', 'form-radios', error ? 'form-row--invalid' : ''].join(' ').trim()}>
      <legend className="form-label">{t`Type of participant`}</legend>
      {options.map((option, index) => (
        <div className="form-check" key={option.value}>
          <input
            id={`${baseId}-${index}`}
            type="radio"
            name="type"
            value={option.value}
            checked={value === option.value}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${baseId}-error` : undefined}
            onChange={() => {
              clearServerError('type');
              onChoose(option.value);
            }}
            className="form-check-input"
          />
          <label className="form-check-label" htmlFor={`${baseId}-${index}`}>
            {option.label}
          </label>
        </div>
      ))}
      <FieldErrorMessage id={`${baseId}-error`} error={error} />
    </fieldset>
  );
}
