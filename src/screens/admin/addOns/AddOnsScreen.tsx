import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@domain/money';
import type { AddOnWire } from '@domain/addOns';
import { useLocale } from '../../../i18n/useLocale';
import { Skeleton } from '../../../ui';
import { AdminLoadError } from '../AdminLoadError';
import { AddOnForm } from './AddOnForm';
import { addOnsAdminQuery } from './addOnsApi';
import { addOnUnitLabels } from '@src/shared/addOns/unitLabels';

/**
 * /{lang}/admin/add-ons (product.md §16.9): the extras sold with a room, each with how it is
 * priced, its price and VAT rate, changed in place; an add-on added below them. New bookings
 * follow every change at once; reservations keep what they were sold.
 */
export function AddOnsScreen() {
  const addOns = useQuery(addOnsAdminQuery);
  const [adding, setAdding] = useState(false);
  return (
    <section aria-labelledby="add-ons-title" className="admin-add-ons">
      <h2 id="add-ons-title">
        <Trans>Add-ons</Trans>
      </h2>
      {addOns.isPending ? <Skeleton count={3} height={48} /> : null}
      {addOns.isError ? <AdminLoadError error={addOns.error} /> : null}
      {addOns.data ? (
        <>
          {addOns.data.add_ons.map((addOn) => (
            <AddOnEntry key={addOn.id} addOn={addOn} />
          ))}
          {adding ? (
            <AddOnForm onDone={() => setAdding(false)} />
          ) : (
            <button type="button" className="button button--secondary" onClick={() => setAdding(true)}>
              <Trans>Add an add-on</Trans>
            </button>
          )}
        </>
      ) : null}
    </section>
  );
}

/** One add-on: its name, price, unit, VAT rate and whether guests see it; "Change" opens its form in place. */
function AddOnEntry({ addOn }: { addOn: AddOnWire }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const [editing, setEditing] = useState(false);
  const titleId = `add-on-${addOn.id}`;
  const price = formatMoney(addOn.price, locale);
  const unit = i18n._(addOnUnitLabels[addOn.unit]);
  const rate = addOn.vat_rate;
  return (
    <article className="admin-add-on" aria-labelledby={titleId}>
      <h3 id={titleId}>{addOn.name[locale]}</h3>
      <p>
        <Trans>
          {price} {unit}, VAT {rate} %
        </Trans>{' '}
        · {addOn.offered ? t`Offered` : t`Not offered`}
      </p>
      {editing ? (
        <AddOnForm key={addOn.version} addOn={addOn} onDone={() => setEditing(false)} />
      ) : (
        <button type="button" className="button button--secondary" onClick={() => setEditing(true)}>
          <Trans>Change {addOn.name[locale]}</Trans>
        </button>
      )}
    </article>
  );
}
