/**
 * Who sends a form that takes a guest's details (product.md §8 the requests and the airport
 * transfer, §4.1 the deposit, §5.3 the shop's checkout): names, email, the privacy consent
 * (required) and the newsletter. One type for every such form; ContactFields shows it.
 */
export type ContactValues = {
  first_name: string;
  last_name: string;
  email: string;
  privacy: boolean;
  newsletter_consent: boolean;
};

/** The fields ContactFields shows (their server errors appear under them). */
export const CONTACT_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'privacy',
  'newsletter_consent',
] as const satisfies readonly (keyof ContactValues)[];

/** A form's starting contact: a known person's names and email (a signed-in guest), else empty; never consents. */
export function contactValues(person?: { first_name: string; last_name: string; email: string }): ContactValues {
  return {
    first_name: person?.first_name ?? '',
    last_name: person?.last_name ?? '',
    email: person?.email ?? '',
    privacy: false,
    newsletter_consent: false,
  };
}
