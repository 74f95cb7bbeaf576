import { useMemo } from 'react';
import { useSearch } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { bookingWindow, isDateDisabled } from '@domain/season';
import { useBookingCalendar } from '../../api/booking';
import { postChangeBooking, useRequestPrefill } from '../../api/requests';
import { useUser } from '../../api/user';
import { DateRangeField, Skeleton, TextareaField, TextField } from '../../ui';
import { changeBookingInitialValues, reservationInQuery } from './requestPrefill';
import { RequestForm } from './RequestForm';
import { RequestPage } from './RequestPage';

const FIELDS = ['reservation_number', 'checkin', 'checkout', 'new_checkin', 'new_checkout', 'note'] as const;

/** /{lang}/requests/change-booking (product.md §8.1): the current stay and the one the guest would like instead. */
export function ChangeBookingScreen() {
  const { t } = useLingui();
  const number = reservationInQuery(useSearch());
  const user = useUser();
  const prefill = useRequestPrefill(number, Boolean(user.data));
  const calendar = useBookingCalendar().data;
  const bookable = useMemo(() => (calendar ? bookingWindow(calendar.season, calendar.today) : null), [calendar]);
  const ready = !user.isPending && !(user.data && prefill.isPending);
  const initialValues = useMemo(() => changeBookingInitialValues(prefill.data, number), [prefill.data, number]);

  return (
    <RequestPage
      title={t`Change booking`}
      lead={
        <Trans>
          Tell us the dates of your booking and the ones you would like instead: we will check availability and get back
          to you.
        </Trans>
      }
    >
      {ready ? (
        <RequestForm
          name={t`Change booking request`}
          machineName="changeBookingRequest"
          initialValues={initialValues}
          post={postChangeBooking}
          fields={FIELDS}
          submitLabel={t`Send the request`}
        >
          <TextField name="reservation_number" label={t`Reservation number (if you have one)`} autoComplete="off" />
          <DateRangeField
            fromName="checkin"
            toName="checkout"
            legend={t`Your booking`}
            fromLabel={t`Current check-in`}
            toLabel={t`Current check-out`}
            calendarLabel={t`Pick the current dates`}
          />
          <DateRangeField
            fromName="new_checkin"
            toName="new_checkout"
            legend={t`The dates you would like`}
            fromLabel={t`New check-in`}
            toLabel={t`New check-out`}
            calendarLabel={t`Pick the new dates`}
            isDisabled={
              calendar ? (iso) => isDateDisabled(iso, calendar.season, calendar.closedDates, calendar.today) : undefined
            }
            min={bookable?.min}
            max={bookable?.max}
          />
          <TextareaField name="note" label={t`Note`} />
        </RequestForm>
      ) : (
        <Skeleton count={6} height={48} />
      )}
    </RequestPage>
  );
}
