// The card payment of every purchase (product.md §4.2). Nothing here loads Stripe or the sandbox:
// CardPaymentFields imports the active gateway's code on demand. See src/payments/README.md.
export { cardPaymentFor } from './cardPaymentFor';
export { useCardPaymentChild, useCardPaymentView } from './useCardPaymentView';
export { CardPaymentFields } from './CardPaymentFields';
export { PayButton } from './PayButton';
export { CardSession } from './session';
