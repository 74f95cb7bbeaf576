import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { cabinSchema } from '@domain/spaSchedule/validation';
import type { CabinWire } from '@domain/spaSchedule/wire';
import { useLocale } from '../../../i18n/useLocale';
import { CheckboxField, TextField } from '../../../ui';
import { CatalogueForm } from './CatalogueForm';

const SHOWN = ['name', 'kind', 'opens', 'closes', 'active'];

const initial = (x?: CabinWire) => ({
  name: x?.name ?? '',
  kind: x?.kind ?? '',
  opens: x?.opens ?? '',
  closes: x?.closes ?? '',
  active: x?.active ?? true,
});

/** A cabin added or changed, with its opening hours (every day; front desk; docs/product.md §16.8). */
export function CabinForm({ cabin, onDone }: { cabin?: CabinWire; onDone: () => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const schema = useMemo(() => cabinSchema(locale), [locale]);
  return (
    <CatalogueForm
      kind="cabins"
      id={cabin?.id ?? null}
      name={cabin ? t`Change the cabin ${cabin.name}` : t`Add a cabin`}
      testId="spa-cabin-form"
      initialValues={initial(cabin)}
      toWire={(v) => v}
      schema={schema}
      shownFields={SHOWN}
      submitLabel={cabin ? <Trans>Save the cabin</Trans> : <Trans>Add the cabin</Trans>}
      onDone={onDone}
    >
      <TextField name="name" label={t`Name`} />
      <TextField name="kind" label={t`Kind`} hint={t`A word, such as “mud” or “massage”`} />
      <TextField name="opens" label={t`Opens (HH:MM)`} placeholder="08:00" />
      <TextField name="closes" label={t`Closes (HH:MM)`} placeholder="19:00" />
      <CheckboxField name="active" label={t`Open for bookings (active)`} />
    </CatalogueForm>
  );
}
