import { useLingui } from '@lingui/react/macro';
import type { StaffRole } from '@domain/staffRoles';

/** The roles' names in the person's language. */
export function useRoleNames(): Record<StaffRole, string> {
  const { t } = useLingui();
  return {
    administrator: t`Administrator`,
    revenue_manager: t`Revenue manager`,
    front_desk: t`Front desk`,
  };
}
