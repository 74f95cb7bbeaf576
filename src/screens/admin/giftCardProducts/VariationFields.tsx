import { Trans, useLingui } from '@lingui/react/macro';
import { MoneyField, TextField } from '../../../ui';

const LANGUAGES = ['it', 'en', 'de'] as const;

/**
 * One variation of a gift-card product (product.md §12.17): what the card is valid for in it/en/de
 * and, per person, its value (credited to the card) and its price (what the buyer pays). One bought or in a cart can be changed, not removed.
 */
export function VariationFields({ index, inUse, onRemove }: { index: number; inUse: boolean; onRemove?: () => void }) {
  const { t } = useLingui();
  const languageName = { it: t`Italian`, en: t`English`, de: t`German` };
  const number = index + 1;
  return (
    <fieldset className="admin-gift-card-variation">
      <legend>
        <Trans>Variation {number}</Trans>
      </legend>
      {LANGUAGES.map((l) => (
        <TextField
          key={l}
          name={`variations[${index}].text.${l}`}
          label={t`Valid for (${languageName[l]})`}
          maxLength={100}
        />
      ))}
      <MoneyField name={`variations[${index}].value`} label={t`Value per person (credited to the card)`} />
      <MoneyField name={`variations[${index}].price`} label={t`Price per person (what the buyer pays)`} />
      {inUse ? (
        <p className="admin-gift-card-variation__note">
          <Trans>Bought or in a cart: it can be changed, not removed.</Trans>
        </p>
      ) : onRemove ? (
        <button type="button" className="button button--secondary" onClick={onRemove}>
          <Trans>Remove variation {number}</Trans>
        </button>
      ) : null}
    </fieldset>
  );
}
