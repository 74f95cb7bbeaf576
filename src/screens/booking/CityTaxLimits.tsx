import { Plural, Trans } from '@lingui/react/macro';

/**
 * The city tax's limits after its rate, when the rules have them (product.md §12.10): only the first
 * nights taxed, young guests exempt. Nothing when every guest pays every night.
 */
export function CityTaxLimits({
  maxNights,
  exemptUnderAge,
}: {
  maxNights: number | null;
  exemptUnderAge: number | null;
}) {
  return (
    <>
      {maxNights !== null ? (
        <>
          {' '}
          <Plural
            value={maxNights}
            one="Only the first night of a stay is taxed."
            other="Only the first # nights of a stay are taxed."
          />
        </>
      ) : null}
      {exemptUnderAge !== null ? (
        <>
          {' '}
          <Trans>Guests under {exemptUnderAge} pay nothing.</Trans>
        </>
      ) : null}
    </>
  );
}
