import { useId, useMemo, useRef } from 'react';
import { useJourneyMachine } from '@src/statecharts/useJourneyActor';
import { fromPromise } from 'xstate';
import { Trans, useLingui } from '@lingui/react/macro';
import { ValidationError } from 'yup';
import type { Locale } from '@domain/locales';
import { MAX_ROOMS, MIN_ROOMS } from '@domain/constants';
import { bookingSearchSchema, validationMessage } from '@domain/validation';
import { bookingWidgetMachine, type SearchRefusal, type WidgetSearch } from '@machines/bookingWidget.machine';
import { useQueryClient } from '@tanstack/react-query';
import { offerQuery, type BookingCalendar } from '@src/api/booking';
import { ApiError } from '@src/api/client';
import { flash, SubmitButton, useDebouncedValue } from '@src/ui';
import { PromoCodeStatus } from './PromoCodeStatus';
import { useLocale } from '@src/i18n/useLocale';
import { StayDatesPicker } from './StayDatesPicker';
import { WidgetRoomFields } from './WidgetRoomFields';
import { widgetQuery } from './widgetSearch';

/** What the guest reads: 'Age missing' in their language, or the rule's own message. */
const refusalText = (refusal: SearchRefusal, locale: Locale) =>
  refusal.reason === 'ageMissing' ? validationMessage(locale, 'ageMissing') : refusal.message;

export interface BookingWidgetProps {
  calendar: BookingCalendar;
  initial: WidgetSearch;
  /** Shown in the full-screen modal: a Cancel button beside Search. */
  onCancel?: () => void;
  className?: string;
}

/**
 * The booking widget (product.md §2.1): dates, 1 to 5 rooms with adults, kids and their ages, a promo code
 * and the notes. Search validates with the domain's schema (ages, season rules), then sends the
 * browser's GET form to {lang}/booking/rooms-available with exactly the query fields of product.md §2.1.
 */
export function BookingWidget({ calendar, initial, onCancel, className }: BookingWidgetProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const formRef = useRef<HTMLFormElement>(null);
  const codeId = useId();
  const queryClient = useQueryClient();

  const machine = useMemo(
    () =>
      bookingWidgetMachine.provide({
        actors: {
          validateSearch: fromPromise<void, WidgetSearch>(async ({ input }) => {
            const rules = { season: calendar.season, closedDates: calendar.closedDates, today: calendar.today };
            const values = {
              from: input.from,
              to: input.to,
              code: input.code,
              rooms: input.rooms.map((r) => ({
                adults: r.adults,
                children: r.children,
                children_ages: r.childrenAges,
              })),
            };
            try {
              await bookingSearchSchema(locale, rules).validate(values);
            } catch (error) {
              throw new Error(error instanceof ValidationError ? error.message : String(error));
            }
            // A promo code the server refuses (unknown, expired, not for these dates) stops the search with its reason.
            if (input.code.trim()) {
              try {
                await queryClient.fetchQuery(offerQuery(input.code, locale, input.from));
              } catch (error) {
                throw new Error(
                  error instanceof ApiError ? error.message : t`The promo code could not be checked. Please try again.`,
                );
              }
            }
          }),
        },
        actions: {
          notifyInvalid: (_, { refusal }) => void flash('error', refusalText(refusal, locale)),
          submitSearch: () => {
            // The hidden fields already hold the search: a plain GET form submission, no JS routing.
            queueMicrotask(() => formRef.current?.submit());
          },
        },
      }),
    [calendar, locale, queryClient, t],
  );
  const [snapshot, send] = useJourneyMachine(machine, { input: initial });
  const { from, to, rooms, code } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const query = widgetQuery({ from, to, rooms, code });
  const typedCode = useDebouncedValue(code.trim());

  return (
    <form
      ref={formRef}
      method="get"
      action={`/${locale}/booking/rooms-available`}
      className={['booking-widget', className ?? ''].join(' ').trim()}
      aria-label={t`Book a room`}
      data-machine="bookingWidget"
      data-state={String(snapshot.value)}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'search.submit' });
      }}
    >
      {[...query.entries()].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <StayDatesPicker
        calendar={calendar}
        locale={locale}
        from={from}
        to={to}
        disabled={busy}
        onChange={(f, tt) => send({ type: 'dates.change', from: f, to: tt })}
      />
      <div className="booking-widget__rooms">
        {rooms.map((room, index) => (
          <WidgetRoomFields
            key={index}
            room={room}
            index={index}
            canRemove={rooms.length > MIN_ROOMS}
            disabled={busy}
            send={send}
          />
        ))}
      </div>
      {rooms.length < MAX_ROOMS ? (
        <button
          type="button"
          className="button button--secondary booking-widget__add"
          disabled={busy}
          onClick={() => send({ type: 'room.add' })}
        >
          <Trans>Add room</Trans>
        </button>
      ) : null}
      <div className="form-row booking-widget__code">
        <label htmlFor={codeId} className="form-label">
          <Trans>Promo code (optional)</Trans>
        </label>
        <input
          id={codeId}
          className="form-input"
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          disabled={busy}
          onChange={(e) => send({ type: 'code.change', code: e.target.value })}
        />
      </div>
      {snapshot.context.refusal ? (
        <p className="field-error" role="alert">
          {refusalText(snapshot.context.refusal, locale)}
        </p>
      ) : null}
      <div className="booking-widget__actions">
        {onCancel ? (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </button>
        ) : null}
        <SubmitButton loading={busy} block={!onCancel}>
          <Trans>Search</Trans>
        </SubmitButton>
      </div>
      {/* Under Search, not above it: the answer comes a moment after the typing (debounced, then
          asked), and above it would push the button away under a guest's tap (1-3 lines). */}
      <PromoCodeStatus code={typedCode} arrival={from} showRefusal />
      <ul className="booking-widget__notes">
        <li>
          <Trans>Best price guaranteed: found this stay for less elsewhere? We match the price.</Trans>
        </li>
        <li>
          <Trans>
            Flexible rates: prices change with the season, the weekday, the number of guests and how early you book.
          </Trans>
        </li>
      </ul>
    </form>
  );
}
