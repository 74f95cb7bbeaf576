import { useMemo, useState } from 'react';
import { FieldArray, Form, Formik } from 'formik';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { GIFT_CARD_VALIDITY_MONTHS, GIFT_CARD_VARIATIONS_MAX } from '@domain/constants';
import type { GiftCardProductWire, GiftCardVariationWire } from '@domain/giftCardProducts';
import { giftCardProductSchema } from '@domain/validation';
import { FormFailureMessage } from '@src/shared/forms/FormFailureMessage';
import { useFormSubmit } from '@src/shared/forms/useFormSubmit';
import { ApiError } from '../../../api/client';
import { useLocale } from '../../../i18n/useLocale';
import { CheckboxField, FieldErrorsProvider, SubmitButton, TextareaField, TextField } from '../../../ui';
import { createGiftCardProduct, refreshGiftCardProducts, updateGiftCardProduct } from './giftCardProductsApi';
import { VariationFields } from './VariationFields';

const LANGUAGES = ['it', 'en', 'de'] as const;
const EMPTY_TEXT = { it: '', en: '', de: '' };
type Variation = Omit<GiftCardVariationWire, 'id'> & { id?: number };

/**
 * A gift-card product whole (product.md §12.17): names and descriptions in it/en/de, on sale or
 * not, validity in months, its variations and their prices. A new product (no `product`) or one
 * being changed, sent with the version it was read at: a stale one is refused and can be reloaded.
 */
export function GiftCardProductForm({ product, onDone }: { product?: GiftCardProductWire; onDone: () => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const schema = useMemo(() => giftCardProductSchema(locale), [locale]);
  const [stale, setStale] = useState(false);
  const view = useFormSubmit({
    submit: async (input) => {
      setStale(false);
      try {
        return await (product ? updateGiftCardProduct(product.id, input) : createGiftCardProduct(input));
      } catch (error) {
        setStale(error instanceof ApiError && error.status === 409);
        throw error;
      }
    },
    onSuccess: () => {
      void refreshGiftCardProducts(queryClient);
      onDone();
    },
  });
  const languageName = { it: t`Italian`, en: t`English`, de: t`German` };
  const name = product ? t`Change ${product.title[locale]}` : t`Add a gift-card product`;
  const variations: Variation[] = product?.variations ?? [{ text: EMPTY_TEXT, value: 0, price: 0, in_use: false }];
  const shownFields = [
    ...LANGUAGES.flatMap((l) => [`title.${l}`, `description.${l}`]),
    'validity_months',
    'variations',
    ...variations.flatMap((_, i) => [
      ...LANGUAGES.map((l) => `variations[${i}].text.${l}`),
      `variations[${i}].value`,
      `variations[${i}].price`,
    ]),
  ];
  return (
    <FieldErrorsProvider errors={view.fieldErrors} onClear={view.onClear}>
      <Formik
        initialValues={{
          title: product?.title ?? EMPTY_TEXT,
          description: product?.description ?? EMPTY_TEXT,
          on_sale: product?.on_sale ?? true,
          validity_months: product?.validity_months ?? GIFT_CARD_VALIDITY_MONTHS,
          version: product?.version ?? 0,
          variations,
        }}
        validationSchema={schema}
        onSubmit={(values, helpers) => {
          view.submit({
            ...values,
            variations: values.variations.map(({ id, text, value, price }) => ({ id, text, value, price })),
          });
          helpers.setSubmitting(false);
        }}
      >
        {({ values }) => (
          <Form
            noValidate
            className="admin-gift-card-product-form"
            aria-label={name}
            data-machine="giftCardProductForm"
            data-state={view.state}
          >
            {LANGUAGES.map((l) => (
              <TextField key={l} name={`title.${l}`} label={t`Name (${languageName[l]})`} maxLength={100} />
            ))}
            {LANGUAGES.map((l) => (
              <TextareaField
                key={l}
                name={`description.${l}`}
                label={t`Description (${languageName[l]})`}
                maxLength={500}
              />
            ))}
            <TextField name="validity_months" type="number" min={1} max={60} label={t`Valid for (months)`} />
            <CheckboxField name="on_sale" label={t`On sale`} />
            <FieldArray name="variations">
              {(list) => (
                <div className="admin-gift-card-product-form__variations">
                  {values.variations.map((variation, index) => (
                    <VariationFields
                      key={variation.id ?? `new-${index}`}
                      index={index}
                      inUse={variation.in_use}
                      onRemove={values.variations.length > 1 ? () => list.remove(index) : undefined}
                    />
                  ))}
                  {values.variations.length < GIFT_CARD_VARIATIONS_MAX ? (
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => list.push({ text: EMPTY_TEXT, value: 0, price: 0, in_use: false })}
                    >
                      <Trans>Add a variation</Trans>
                    </button>
                  ) : null}
                </div>
              )}
            </FieldArray>
            <div className="admin-gift-card-product-form__actions">
              <SubmitButton loading={view.loading}>
                {product ? <Trans>Save the product</Trans> : <Trans>Add the product</Trans>}
              </SubmitButton>
              <button type="button" className="button button--secondary" onClick={onDone}>
                <Trans>Cancel</Trans>
              </button>
            </div>
            <FormFailureMessage {...view} shownFields={shownFields} />
            {stale ? (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void refreshGiftCardProducts(queryClient)}
              >
                <Trans>Reload the product</Trans>
              </button>
            ) : null}
          </Form>
        )}
      </Formik>
    </FieldErrorsProvider>
  );
}
