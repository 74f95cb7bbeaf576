import { useSelector } from '@xstate/react';
import { useFormikContext } from 'formik';
import { Trans, useLingui } from '@lingui/react/macro';
import { chosenAddOnsCents } from '@domain/addOns';
import { formatMoney } from '@domain/money';
import type { RoomAddOnChoice } from '@src/api/booking';
import { useLocale } from '@src/i18n/useLocale';
import { useFieldError } from '@src/ui';
import { addOnUnitLabels } from '@src/shared/addOns/unitLabels';
import { useBookingJourney } from '../journey/bookingJourneyContext';
import { useAddOnOffer, type OfferedAddOn } from './useAddOnOffer';

/**
 * The payment step's "Extras" (product.md §16.9): for each room, the offered add-ons with their
 * unit price and what they cost for this room, as the server works them out; a checkbox each.
 * The choices ride on the payment form as `add_ons`; the server prices them again when it holds
 * the rooms. The extras are paid at the hotel with the balance, not in the deposit.
 */
export function RoomExtras() {
  const { t } = useLingui();
  const locale = useLocale();
  const { actor } = useBookingJourney();
  const rooms = useSelector(actor, (s) => s.context.rooms);
  const list = useAddOnOffer();
  const { values, setFieldValue } = useFormikContext<{ add_ons: RoomAddOnChoice[] }>();
  if (!list.length) return null;
  const chosen = (room: number, id: number) => values.add_ons.some((c) => c.room === room && c.add_on_id === id);
  const toggle = (room: number, id: number) =>
    void setFieldValue(
      'add_ons',
      chosen(room, id)
        ? values.add_ons.filter((c) => !(c.room === room && c.add_on_id === id))
        : [...values.add_ons, { room, add_on_id: id }],
    );
  const extrasCents = chosenAddOnsCents(values.add_ons, list);
  const extras = formatMoney(extrasCents, locale);
  return (
    <section className="booking-extras" aria-label={t`Extras`}>
      <h3>
        <Trans>Extras</Trans>
      </h3>
      {rooms.map((room, index) => {
        const number = index + 1;
        return (
          <fieldset key={room.temp_id} className="booking-extras__room">
            <legend>
              <Trans>Extras for room {number}</Trans>
            </legend>
            {list.map((addOn) => (
              <ExtraLine
                key={addOn.id}
                addOn={addOn}
                room={index}
                choice={values.add_ons.findIndex((c) => c.room === index && c.add_on_id === addOn.id)}
                onToggle={() => toggle(index, addOn.id)}
              />
            ))}
          </fieldset>
        );
      })}
      {extrasCents > 0 ? (
        <p className="booking-extras__total" role="status">
          <Trans>Extras: {extras}, paid at the hotel with the balance.</Trans>
        </p>
      ) : null}
    </section>
  );
}

/** One add-on for one room: its checkbox, the server's price for the room, and the hold's refusal next to it. */
function ExtraLine({
  addOn,
  room,
  choice,
  onToggle,
}: {
  addOn: OfferedAddOn;
  room: number;
  /** Its index among the chosen extras (the server names a refused one by it), -1 when not chosen. */
  choice: number;
  onToggle: () => void;
}) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const refusal = useFieldError(`add_ons[${choice}].add_on_id`);
  const errorId = `add-on-${room}-${addOn.id}-error`;
  const unitPrice = `${formatMoney(addOn.price, locale)} ${i18n._(addOnUnitLabels[addOn.unit])}`;
  const amount = formatMoney(addOn.amounts[room] ?? 0, locale);
  return (
    <div className="booking-extras__line">
      <label>
        <input
          type="checkbox"
          name={`add_ons.${room}.${addOn.id}`}
          checked={choice >= 0}
          onChange={onToggle}
          aria-invalid={refusal && choice >= 0 ? true : undefined}
          aria-describedby={refusal && choice >= 0 ? errorId : undefined}
        />{' '}
        {addOn.name} ({unitPrice}): <Trans>{amount} for this room</Trans>
      </label>
      {refusal && choice >= 0 ? (
        <p id={errorId} className="field-error" role="alert">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}
