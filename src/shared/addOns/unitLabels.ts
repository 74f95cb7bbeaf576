import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AddOnUnit } from '@domain/addOns';

/** How an add-on is priced, as staff and guests read it (product.md §16.9). */
export const addOnUnitLabels: Record<AddOnUnit, MessageDescriptor> = {
  stay: msg`per stay`,
  night: msg`per night`,
  person: msg`per person`,
  person_night: msg`per person and night`,
};
