import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { Locale } from '@domain/locales';
import { CheckboxField } from './CheckboxField';

export type ConsentCheckboxProps = {
  name: string;
  /** The consent's text; a link in it is an element (`<Trans>… {link}</Trans>`), never HTML. */
  label: ReactNode;
  id?: string;
  className?: string;
};

/**
 * A consent the guest must give (privacy, cancellation, rules). Its text comes from the catalog
 * with any link as a React element, so no HTML is parsed and no sanitiser loads with the form.
 */
export function ConsentCheckbox({ name, label, id, className }: ConsentCheckboxProps) {
  return (
    <CheckboxField name={name} id={id} className={['form-consent', className ?? ''].join(' ').trim()} label={label} />
  );
}

/** A link that opens beside the form, so that reading the policy loses nothing typed. */
export function ConsentLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener">
      {children}
    </a>
  );
}

/** "I have read and accept the privacy policy", the policy in the form's language. */
export function PrivacyConsent({ name, locale }: { name: string; locale: Locale }) {
  const privacyLink = (
    <ConsentLink href={`/${locale}/privacy`}>
      <Trans>privacy policy</Trans>
    </ConsentLink>
  );
  return <ConsentCheckbox name={name} label={<Trans>I have read and accept the {privacyLink}</Trans>} />;
}
