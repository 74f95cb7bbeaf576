import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BonusPreference } from '@domain/constants';

/** The four ways to use bonus-terme credit (product.md §11), as the chooser's tabs name and explain them. */
export const bonusOptions: { value: BonusPreference; title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    value: 'dayspa',
    title: msg`Day spa`,
    text: msg`A day at our thermal pools: entry, bathrobe and towel, the relax area.`,
  },
  {
    value: 'poolTreatments',
    title: msg`Pool and treatments`,
    text: msg`The thermal pools together with mud therapy, massages or inhalations.`,
  },
  { value: 'stay', title: msg`Stay`, text: msg`Nights at the hotel, with the pools included for every guest.` },
  { value: 'spa', title: msg`Spa`, text: msg`Beauty and wellness treatments in our spa.` },
];
