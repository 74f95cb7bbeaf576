// The card payment of every purchase (product.md §4.2). Nothing here loads Stripe or the sandbox:
// CardPaymentFields imports the active gateway's code on demand. See src/payments/README.md.
export { cardPaymentFor, type PostPurchase } from './cardPaymentFor';
export {
  useCardPaymentChild,
  useCardPaymentView,
  type CardPaymentRef,
  type CardPaymentView,
} from './useCardPaymentView';
export { CardPaymentFields, type CardPaymentFieldsProps } from './CardPaymentFields';
export { PayButton, type PayButtonProps } from './PayButton';
export { CardSession, type CardFieldDriver } from './session';
export { toPaymentFailure } from './failure';
export { loadCardGateway, type PaymentsConfig } from './gateway';
export type { PaymentPost } from '@machines/cardPayment.machine';
