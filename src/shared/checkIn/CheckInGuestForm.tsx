import { useMemo } from 'react';
import { Formik } from 'formik';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { checkInMachine, CheckInGuestRef } from '@machines/checkIn.machine';
import type { CheckInList } from '@domain/checkIn';
import { checkInSchema, deskCheckInSchema } from '@domain/validation';
import { checkInQuery } from '@src/api/checkIn';
import { CheckboxField, FieldErrorsProvider, Skeleton } from '@src/ui';
import { useLocale } from '@src/i18n/useLocale';
import { checkInPayload, initialCheckInValues } from './checkInForm';
import { CheckInSections } from './CheckInSections';
import { ReviewModal } from './ReviewModal';
import { useCheckInTexts } from './useCheckInTexts';

type Props = {
  actor: ActorRefFrom<typeof checkInMachine>;
  reservationId: string;
  guest: CheckInGuestRef;
  booker: CheckInList['booker'];
  /** The front desk's form (product.md §12.6): long names kept, and 'identity seen in person'. */
  desk?: boolean;
};

/** One guest's check-in form: loads a stored check-in to edit, else starts fresh (the booker from the account). */
export function CheckInGuestForm({ actor, reservationId, guest, booker, desk = false }: Props) {
  const stored = useQuery({ ...checkInQuery(reservationId, guest.position), enabled: guest.existing });
  if (guest.existing && stored.isPending) return <Skeleton count={6} height={48} />;
  if (guest.existing && stored.isError)
    return (
      <p className="notice notice--error" role="alert">
        <Trans>This check-in could not be loaded. Please try again later.</Trans>
      </p>
    );
  return (
    <GuestFormFields
      actor={actor}
      guest={guest}
      desk={desk}
      initial={{
        ...initialCheckInValues(guest.position, stored.data ?? null, booker),
        ...(desk ? { identity_checked: Boolean(stored.data?.identity_checked_at) } : {}),
      }}
    />
  );
}

function GuestFormFields({
  actor,
  guest,
  initial,
  desk,
}: {
  actor: Props['actor'];
  guest: CheckInGuestRef;
  initial: ReturnType<typeof initialCheckInValues>;
  desk: boolean;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const { guestLabel } = useCheckInTexts();
  const schema = useMemo(() => (desk ? deskCheckInSchema(locale) : checkInSchema(locale)), [locale, desk]);
  const state = useSelector(actor, (s) => s);
  const { fieldErrors, message } = state.context;
  const inReview = state.hasTag('review');
  return (
    <Formik
      initialValues={initial}
      validationSchema={schema}
      onSubmit={(values) => actor.send({ type: 'form.review', values: checkInPayload(values) })}
    >
      {(formik) => (
        <FieldErrorsProvider errors={fieldErrors} onClear={(name) => actor.send({ type: 'field.edit', name })}>
          <form
            noValidate
            className="check-in-form"
            aria-label={t`Check-in of ${guestLabel(guest.position)}`}
            data-machine="checkIn"
            data-state={JSON.stringify(state.value)}
            onSubmit={formik.handleSubmit}
          >
            <h2>
              {guest.existing
                ? t`Edit the check-in of ${guestLabel(guest.position)}`
                : t`Check-in of ${guestLabel(guest.position)}`}
            </h2>
            {state.matches({ form: 'editing' }) && message ? (
              <p className="notice notice--error" role="alert">
                {message}
              </p>
            ) : null}
            <CheckInSections />
            {desk ? <CheckboxField name="identity_checked" label={t`Identity document checked in person`} /> : null}
            <div className="check-in-form__actions">
              <button
                type="button"
                className="button button--secondary"
                onClick={() => actor.send({ type: 'form.close' })}
              >
                <Trans>Back to the guests</Trans>
              </button>
              <button type="submit" className="button button--primary">
                <Trans>Next</Trans>
              </button>
            </div>
          </form>
          <ReviewModal
            open={inReview}
            values={formik.values}
            saving={state.hasTag('loading')}
            failure={state.matches({ form: 'refused' }) ? message : null}
            onConfirm={() => actor.send({ type: 'checkIn.confirm' })}
            onCancel={() => actor.send({ type: 'review.cancel' })}
          />
        </FieldErrorsProvider>
      )}
    </Formik>
  );
}
