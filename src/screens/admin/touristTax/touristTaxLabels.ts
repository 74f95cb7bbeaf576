import { useLingui } from '@lingui/react/macro';
import type { ExemptionReason, LedgerStay } from '@domain/touristTax';

/** What the desk records at departure. */
export type Outcome = Pick<NonNullable<LedgerStay['record']>, 'status' | 'method'>;

/** The ledger's words: why a guest is exempt, and what the desk recorded. */
export function useTouristTaxLabels() {
  const { t } = useLingui();
  const reasons: Record<ExemptionReason, string> = {
    age: t`exempt by age`,
    resident: t`resident`,
    disability: t`disability`,
    driver_or_guide: t`driver or guide`,
    health_care: t`health care`,
    other: t`other exemption`,
  };
  return {
    reason: (reason: ExemptionReason) => reasons[reason],
    status: (record: Outcome) =>
      record.status === 'not_paid'
        ? t`Not paid`
        : record.method === 'cash'
          ? t`Collected in cash`
          : t`Collected by card`,
  };
}
