import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CureCycle } from '@domain/ssnCure/rules';

/** The SSN cure cycles' names as guests and staff read them (docs/product.md §16.10, §16.11). */
export const CURE_CYCLE_LABELS: Record<CureCycle, MessageDescriptor> = {
  mud: msg`Mud and bath cure`,
  bath: msg`Thermal baths`,
  inhalation: msg`Inhalations`,
};
