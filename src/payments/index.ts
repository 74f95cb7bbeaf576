// The card payment of every purchase (SPEC 4). Nothing here loads Stripe or the sandbox:
// CardPaymentFields imports the active gateway's code on demand. See README.md.
export { useCardPayment, type CardPayment, type CardPaymentView, type UseCardPaymentOptions, type PaymentPost } from './useCardPayment';
export { CardPaymentFields, type CardPaymentFieldsProps } from './CardPaymentFields';
export { PayButton, type PayButtonProps } from './PayButton';
export { CardSession, type CardFieldDriver } from './session';
export { toPaymentFailure } from './failure';
export { loadCardGateway, type PaymentsConfig } from './gateway';
