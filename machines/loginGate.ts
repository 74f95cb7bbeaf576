import type { Customer } from '../domain/customer';

/**
 * What a journey's login gate hears from its `login` actor (the view provides it: it opens the
 * login dialog): signed in, with the customer, or the dialog closed without signing in.
 */
export type LoginGateEvent = { type: 'auth.signedIn'; customer: Customer } | { type: 'auth.dismissed' };
