import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { hotelClockOf } from '@domain/spaSchedule/hotelClock';
import { spaMoveSchema } from '@domain/spaSchedule/validation';
import type { AppointmentWire } from '@domain/spaSchedule/wire';
import { useLocale } from '../../../i18n/useLocale';
import { SelectField } from '../../../ui';
import { SpaForm } from './SpaForm';
import { freeSlotsQuery, moveBooking } from './spaDayApi';

const FIELDS = ['date', 'time', 'therapist_id'] as const;

/** Moves a booking to a free time of a day (the guest is told by mail); the free times are the server's. */
export function MoveBookingForm({ booking, onDone }: { booking: AppointmentWire; onDone: () => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const schema = useMemo(() => spaMoveSchema(locale), [locale]);
  const [date, setDate] = useState(hotelClockOf(new Date(booking.starts_at)).date);
  const slots = useQuery(freeSlotsQuery(booking.treatment_id!, date));
  const times = (slots.data?.slots ?? []).map((s) => hotelClockOf(new Date(s.starts_at)).time);
  return (
    <div className="admin-spa-move">
      <label className="form-label" htmlFor={`move-day-${booking.id}`}>
        <Trans>Day to move to</Trans>
      </label>
      <input
        id={`move-day-${booking.id}`}
        className="form-input"
        type="date"
        value={date}
        onChange={(event) => event.target.value && setDate(event.target.value)}
      />
      <SpaForm
        key={date}
        name={t`Move the treatment of ${booking.guest ?? ''}`}
        testId="spa-move"
        initialValues={{ date, time: '', therapist_id: null }}
        schema={schema}
        submit={(values) => moveBooking(booking.id, values)}
        shownFields={FIELDS}
        submitLabel={<Trans>Move it</Trans>}
        onDone={onDone}
      >
        <SelectField
          name="time"
          label={t`Free time`}
          placeholder={times.length ? t`Choose…` : t`No free time this day`}
          options={times.map((time) => ({ value: time, label: time }))}
        />
      </SpaForm>
      <button type="button" className="button button--secondary button--small" onClick={onDone}>
        <Trans>Cancel</Trans>
      </button>
    </div>
  );
}
