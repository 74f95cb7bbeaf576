import { Trans } from '@lingui/react/macro';
import type { Locale } from '@domain/locales';
import { ConsentCheckbox, ConsentLink } from '../../ui';

/** The pool rules (product.md §3.3), the rules PDF in the guest's language, and their consent. */
export function PoolRules({ locale }: { locale: Locale }) {
  const pdf = `/docs/pool-rules-${locale}.pdf`;
  const link = (
    <ConsentLink href={pdf}>
      <Trans>pool rules</Trans>
    </ConsentLink>
  );
  return (
    <div className="day-spa-rules">
      <h3>
        <Trans>Pool rules</Trans>
      </h3>
      <ul>
        <li>
          <Trans>Swimming cap and slippers are mandatory.</Trans>
        </li>
        <li>
          <Trans>The entry is valid from when you enter to when you leave: there is no re-entry on the same day.</Trans>
        </li>
        <li>
          <Trans>Diving, ball games and running are not allowed.</Trans>
        </li>
      </ul>
      <p>
        <a href={pdf} target="_blank" rel="noopener" className="day-spa-rules__pdf">
          <Trans>Read the pool rules (PDF)</Trans>
        </a>
      </p>
      <ConsentCheckbox name="rules_consent" label={<Trans>I have read and accept the {link}</Trans>} />
    </div>
  );
}
