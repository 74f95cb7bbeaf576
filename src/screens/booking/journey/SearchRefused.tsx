import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { searchQuery } from '@domain/bookingSelection';
import type { RoomsSearch } from '@domain/bookingQuery';

/**
 * The server refused the search itself (issue 16): dates out of season or in the past, a kid
 * without an age, a promo code that cannot be used. Say what, in the server's words, and lead
 * back to the dates picker with the search filled in, as 'Select Dates' and 'Age missing' do.
 */
export function SearchRefused({ problems, search }: { problems: string[]; search: RoomsSearch }) {
  return (
    <div className="booking-notice booking-notice--refused" role="alert" data-testid="search-refused">
      <p className="booking-notice__title">
        <Trans>This search cannot be made:</Trans>
      </p>
      <ul className="booking-notice__problems">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <Link href={`/select-dates?${searchQuery(search)}`} className="button button--primary">
        <Trans>Choose dates and guests again</Trans>
      </Link>
    </div>
  );
}
