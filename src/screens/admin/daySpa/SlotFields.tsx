import { useLingui } from '@lingui/react/macro';
import { MoneyField, TextField } from '../../../ui';

/** A slot's title, hours, places and price per person (docs/product.md §12.16). */
export function SlotFields() {
  const { t } = useLingui();
  return (
    <>
      <TextField
        name="title"
        label={t`Slot title`}
        hint={t`Left empty: the whole-day slot, which guests see as "Full day 9am-6:30pm". A day has one of each title.`}
        autoComplete="off"
      />
      <TextField name="starts_at" label={t`Starts at (hh:mm)`} autoComplete="off" />
      <TextField name="ends_at" label={t`Ends at (hh:mm)`} autoComplete="off" />
      <TextField name="capacity" inputMode="numeric" label={t`Places`} autoComplete="off" />
      <MoneyField name="price" label={t`Price per person`} />
    </>
  );
}

export const SLOT_FIELDS = ['title', 'starts_at', 'ends_at', 'capacity', 'price'] as const;
