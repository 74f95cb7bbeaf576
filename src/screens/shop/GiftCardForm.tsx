import { Form, Formik, useFormikContext } from 'formik';
import { Trans, useLingui } from '@lingui/react/macro';
import { GIFT_CARD_MAX_PEOPLE, GIFT_CARD_MAX_QUANTITY, GIFT_CARD_MESSAGE_MAX_LENGTH } from '@domain/constants';
import { formatMoney } from '@domain/money';
import { giftCardLineTotal } from '@domain/shop';
import { addToCart, useRefreshCart, type GiftCardCartForm } from '../../api/shop';
import type { ProductDetail } from '../../api/daySpa';
import { openCartDropdown } from '@src/shared/cart/cartDropdownStore';
import { useLocale } from '../../i18n/useLocale';
import { CounterField, FieldErrorsProvider, SelectField, SubmitButton, TextareaField, toast } from '../../ui';
import { FormFailureMessage } from '@src/shared/forms/FormFailureMessage';
import { useFormSubmit } from '@src/shared/forms/useFormSubmit';

const SHOWN_FIELDS = ['variation', 'people', 'quantity', 'message'] as const;

/**
 * One gift card product's form (product.md §5.1): what it is for, people and quantity (from 1), the
 * message (at most 140, remaining characters counted), the total and the expiry. Adding shows
 * 'Product Added', refreshes the cart and opens its dropdown.
 */
export function GiftCardForm({ product, expiry }: { product: ProductDetail; expiry: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  /** The value a card is worth and, when it costs something else, the price paid (product.md §12.17). */
  const variationLabel = (v: ProductDetail['product_variations'][number]) => {
    const value = formatMoney(v.value, locale);
    const price = formatMoney(v.price, locale);
    return v.value === v.price ? `${v.text} · ${value}` : t`${v.text} · worth ${value}, you pay ${price}`;
  };
  const refreshCart = useRefreshCart();
  const view = useFormSubmit({
    submit: (input) => addToCart(input as unknown as GiftCardCartForm),
    onSuccess: (result) => {
      toast.success((result as { message: string }).message);
      void refreshCart();
      openCartDropdown();
    },
  });
  const initialValues: GiftCardCartForm = {
    type: 'giftcard',
    id: product.id,
    variation: product.product_variations[0]?.id ?? '',
    people: 1,
    quantity: 1,
    message: '',
  };

  return (
    <FieldErrorsProvider errors={view.fieldErrors} onClear={view.onClear}>
      <Formik initialValues={initialValues} onSubmit={(values) => view.submit({ ...values })}>
        <Form
          noValidate
          className="gift-card-form"
          aria-label={t`Add ${product.title} to the cart`}
          data-machine="giftCardForm"
          data-state={view.state}
        >
          <SelectField
            name="variation"
            label={t`Gift card for`}
            options={product.product_variations.map((v) => ({
              value: v.id,
              label: variationLabel(v),
            }))}
          />
          <div className="gift-card-form__counters">
            <CounterField name="people" label={t`People`} min={1} max={GIFT_CARD_MAX_PEOPLE} />
            <CounterField name="quantity" label={t`Quantity`} min={1} max={GIFT_CARD_MAX_QUANTITY} />
          </div>
          <TextareaField
            name="message"
            label={t`Message for the recipient (optional)`}
            maxLength={GIFT_CARD_MESSAGE_MAX_LENGTH}
            rows={3}
          />
          <GiftCardTotal product={product} expiry={expiry} />
          <FormFailureMessage {...view} shownFields={SHOWN_FIELDS} />
          <SubmitButton loading={view.loading} block>
            <Trans>Add to cart</Trans>
          </SubmitButton>
        </Form>
      </Formik>
    </FieldErrorsProvider>
  );
}

function GiftCardTotal({ product, expiry }: { product: ProductDetail; expiry: string }) {
  const locale = useLocale();
  const { values } = useFormikContext<GiftCardCartForm>();
  const variation = product.product_variations.find((v) => v.id === Number(values.variation));
  const price = variation?.price ?? 0;
  const total = formatMoney(giftCardLineTotal(values.quantity, price, values.people), locale);
  // A card worth more (or less) than it costs says what each card is worth (product.md §12.17).
  const worth =
    variation && variation.value !== variation.price ? formatMoney(variation.value * values.people, locale) : null;
  return (
    <div className="gift-card-form__summary">
      <p className="gift-card-form__total">
        <Trans>
          Total <strong data-testid="gift-card-total">{total}</strong>
        </Trans>
      </p>
      {worth ? (
        <p className="gift-card-form__value">
          <Trans>
            Each card is worth <strong data-testid="gift-card-value">{worth}</strong>
          </Trans>
        </p>
      ) : null}
      <p className="form-hint">
        <Trans>Valid until {expiry}</Trans>
      </p>
    </div>
  );
}
