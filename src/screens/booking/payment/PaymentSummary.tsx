import { useSelector } from '@xstate/react';
import { useFormikContext } from 'formik';
import { chosenAddOnsCents } from '@domain/addOns';
import { useBookingJourney } from '../journey/bookingJourneyContext';
import { OrderSummary } from '../rooms/OrderSummary';
import type { PaymentValues } from './PaymentForm';
import { useAddOnOffer } from './useAddOnOffer';

/**
 * The payment step's order summary: the rooms and the extras chosen on the form, at the server's
 * prices (product.md §16.9), in one total of the stay; the deposit stays the rooms'.
 */
export function PaymentSummary({ discountPercent }: { discountPercent?: number }) {
  const { actor } = useBookingJourney();
  const rooms = useSelector(actor, (s) => s.context.rooms);
  const offer = useAddOnOffer();
  const { values } = useFormikContext<PaymentValues>();
  return (
    <OrderSummary
      rooms={rooms}
      discountPercent={discountPercent}
      extrasCents={chosenAddOnsCents(values.add_ons, offer)}
    />
  );
}
