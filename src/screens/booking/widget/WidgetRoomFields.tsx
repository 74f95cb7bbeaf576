import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  MAX_ADULTS_PER_ROOM,
  MAX_CHILD_AGE,
  MAX_CHILDREN_PER_ROOM,
  MIN_ADULTS_PER_ROOM,
  MIN_CHILD_AGE,
  MIN_CHILDREN_PER_ROOM,
} from '@domain/constants';
import type { BookingWidgetEvent, WidgetRoom } from '@machines/bookingWidget.machine';
import { Counter } from '@src/ui';
import { useCounts } from '@src/i18n/counts';

const AGES = Array.from({ length: MAX_CHILD_AGE - MIN_CHILD_AGE + 1 }, (_, i) => MIN_CHILD_AGE + i);

export interface WidgetRoomFieldsProps {
  room: WidgetRoom;
  index: number;
  canRemove: boolean;
  disabled?: boolean;
  send: (event: BookingWidgetEvent) => void;
}

/** One room of the widget: adults 1-3, kids 0-2 with an age (0-17) each, and Remove above one room. */
export function WidgetRoomFields({ room, index, canRemove, disabled, send }: WidgetRoomFieldsProps) {
  const { t } = useLingui();
  const counts = useCounts();
  const baseId = useId();
  const n = index + 1;
  return (
    <fieldset className="widget-room" disabled={disabled}>
      <legend className="widget-room__title">
        <Trans>Room {n}</Trans>
      </legend>
      <div className="widget-room__counters">
        <Counter
          label={t`Adults`}
          value={room.adults}
          min={MIN_ADULTS_PER_ROOM}
          max={MAX_ADULTS_PER_ROOM}
          onChange={(adults) => send({ type: 'adults.change', index, adults })}
        />
        <Counter
          label={t`Kids`}
          value={room.children}
          min={MIN_CHILDREN_PER_ROOM}
          max={MAX_CHILDREN_PER_ROOM}
          onChange={(children) => send({ type: 'children.change', index, children })}
        />
      </div>
      {room.childrenAges.length > 0 ? (
        <div className="widget-room__ages">
          {room.childrenAges.map((age, child) => {
            const id = `${baseId}-age-${child}`;
            const k = child + 1;
            return (
              <div key={child} className="widget-room__age">
                <label htmlFor={id} className="form-label">
                  <Trans>Age of kid {k}</Trans>
                </label>
                <select
                  id={id}
                  className="form-input"
                  value={age === null ? '' : String(age)}
                  aria-invalid={age === null ? undefined : false}
                  onChange={(event) =>
                    send({
                      type: 'age.change',
                      index,
                      child,
                      age: event.target.value === '' ? null : Number(event.target.value),
                    })
                  }
                >
                  <option value="">{t`Age`}</option>
                  {AGES.map((value) => (
                    <option key={value} value={value}>
                      {counts.years(value)}
                    </option>
                  ))}
                </select>
              </div>
            );
          })}
        </div>
      ) : null}
      {canRemove ? (
        <button type="button" className="widget-room__remove" onClick={() => send({ type: 'room.remove', index })}>
          <Trans>Remove room {n}</Trans>
        </button>
      ) : null}
    </fieldset>
  );
}
