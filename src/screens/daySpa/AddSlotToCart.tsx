import { Trans, useLingui } from '@lingui/react/macro';
import { refusalMessages } from '@domain/submitFailure';
import { addToCart, useRefreshCart, type ReservationCartForm } from '../../api/shop';
import { openCartDropdown } from '@src/shared/cart/cartDropdownStore';
import { SubmitButton, toast } from '../../ui';
import { useFormSubmit } from '@src/shared/forms/useFormSubmit';

/**
 * A time slot put in the shop's cart instead of booked now (product.md §5.5, a cart line of type 'reservation'): no
 * account needed, paid at the shop's checkout, possibly with gift cards. The server prices it and
 * checks its places; a refusal (no places left, sales ended) is a toast. Added: 'Product Added',
 * the cart refreshed and its dropdown opened, as for a gift card.
 */
export function AddSlotToCart({
  line,
  label,
}: {
  line: Omit<ReservationCartForm, 'type' | 'quantity'>;
  label: string;
}) {
  const { t } = useLingui();
  const refreshCart = useRefreshCart();
  const view = useFormSubmit({
    submit: (input) => addToCart(input as unknown as ReservationCartForm),
    onSuccess: (result) => {
      toast.success((result as { message: string }).message);
      void refreshCart();
      openCartDropdown();
    },
    onFailure: (failure) => {
      toast.error(refusalMessages(failure)[0] ?? t`Something went wrong. Please try again.`);
    },
  });
  return (
    <form
      className="day-spa-slot__cart"
      data-machine="addSlotToCart"
      data-state={view.state}
      onSubmit={(event) => {
        event.preventDefault();
        view.submit({ type: 'reservation', quantity: 1, ...line });
      }}
    >
      <SubmitButton loading={view.loading} variant="secondary" aria-label={label}>
        <Trans>Add to cart</Trans>
      </SubmitButton>
    </form>
  );
}
