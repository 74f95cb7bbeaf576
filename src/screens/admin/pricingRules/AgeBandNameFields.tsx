import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { FieldErrorMessage, TextField, useFieldError } from '../../../ui';

const LANGS = ['it', 'en', 'de'] as const;

/**
 * An age band's name for guests in Italian, English and German (docs/product.md §12.13), optional:
 * in all three or in none. Left empty, the band keeps the name it had for the same ages, or a new
 * one is named by its ages ("Children 3-7"). A name in only some languages is refused under the three.
 */
export function AgeBandNameFields({ index }: { index: number }) {
  const { t } = useLingui();
  const errorId = `${useId()}-error`;
  const hintId = `${useId()}-hint`;
  const error = useFieldError(`age_bands[${index}].name`);
  const languageName = { it: t`Italian`, en: t`English`, de: t`German` };
  return (
    <fieldset
      className="admin-pricing-rules-form__band-name"
      aria-describedby={[hintId, error ? errorId : undefined].filter(Boolean).join(' ')}
    >
      <legend>{t`Name for guests`}</legend>
      <p id={hintId} className="form-hint">
        {t`In all three languages, or none: empty, the band keeps its name, or a new band is named by its ages ("Children 3-7").`}
      </p>
      {LANGS.map((l) => (
        <TextField key={l} name={`age_bands[${index}].name.${l}`} label={t`Name for guests (${languageName[l]})`} />
      ))}
      <FieldErrorMessage id={errorId} error={error} />
    </fieldset>
  );
}
