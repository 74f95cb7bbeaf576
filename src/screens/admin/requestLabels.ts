import { useLingui } from '@lingui/react/macro';
import type { RequestKind, RequestStatus } from '@domain/constants';

/** The front desk's names of a request's kind and status, in the page's language. */
export function useRequestLabels() {
  const { t } = useLingui();
  const kinds: Record<RequestKind, string> = {
    change_booking: t`Change of booking`,
    refund: t`Refund`,
    airport_transfer: t`Airport transfer`,
    accessibility_barrier: t`Accessibility barrier`,
  };
  const statuses: Record<RequestStatus, string> = { new: t`New`, in_progress: t`In progress`, done: t`Done` };
  return { kind: (kind: RequestKind) => kinds[kind], status: (status: RequestStatus) => statuses[status] };
}
