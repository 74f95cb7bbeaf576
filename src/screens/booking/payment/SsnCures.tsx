import { useId } from 'react';
import { useSelector } from '@xstate/react';
import { useFormikContext } from 'formik';
import { Trans, useLingui } from '@lingui/react/macro';
import { addDays, formatDate } from '@domain/dates';
import { formatMoney } from '@domain/money';
import { treatmentTimeText } from '@domain/packages/timeText';
import { cureProblemMessage, cycleNames } from '@domain/ssnCure/messages';
import { cureDueCents, cureProblems, MAX_CURE_SESSIONS, mostSessions, type CureCycle } from '@domain/ssnCure/rules';
import type { CureOfferWire } from '@domain/ssnCure/wire';
import { useLocale } from '@src/i18n/useLocale';
import { FormRow, useClearServerError, useFieldError } from '@src/ui';
import { useBookingJourney } from '../journey/bookingJourneyContext';
import { useCureOffer, useCurePlan, type CureChoice } from './useCureOffer';

type Values = { ssn_cures: CureChoice[] };

/**
 * The payment step's "A cure with an SSN prescription" (product.md §16.10): for each guest of the
 * rooms, a prescription stated (cycle, sessions, ticket or exemption, the admission visit's day),
 * the times the site would book (the server's preview) and what is paid at the desk. The cures
 * ride on the payment form as `ssn_cures`; the server books them when it holds the rooms.
 */
export function SsnCures() {
  const { t } = useLingui();
  const locale = useLocale();
  const offer = useCureOffer();
  const { actor } = useBookingJourney();
  const rooms = useSelector(actor, (s) => s.context.rooms);
  const search = useSelector(actor, (s) => s.context.search);
  const { values, setFieldValue } = useFormikContext<Values>();
  if (!offer || offer.cycles.length === 0 || !search.arrival || !search.departure) return null;
  const stay = { from: search.arrival, to: search.departure };
  const toggle = (room: number, guest: number) => {
    const at = values.ssn_cures.findIndex((c) => c.room === room && c.guest === guest);
    const fresh: CureChoice = {
      room,
      guest,
      cycle: offer.cycles[0].cycle,
      sessions: Math.max(1, mostSessions(stay.to, stay.from)),
      exempt: false,
      exemption_code: '',
      visit_day: stay.from,
    };
    void setFieldValue(
      'ssn_cures',
      at >= 0 ? values.ssn_cures.filter((_, i) => i !== at) : [...values.ssn_cures, fresh],
    );
  };
  const due = values.ssn_cures.reduce(
    (sum, c) =>
      sum +
      cureDueCents(
        { ticketCents: offer.ticket_cents, exemptCents: offer.exempt_cents },
        c.exempt ? c.exemption_code : null,
      ),
    0,
  );
  const amount = formatMoney(due, locale);
  return (
    <section className="booking-cures" aria-label={t`A cure with an SSN prescription`}>
      <h3>
        <Trans>A cure with an SSN prescription</Trans>
      </h3>
      <p>
        <Trans>
          Coming with a prescription of the national health service? We book the admission visit on the day you choose
          and one session a day after it; you pay the ticket at the desk.
        </Trans>
      </p>
      {rooms.flatMap((room, r) =>
        Array.from({ length: room.adults + room.children }, (_, g) => {
          const index = values.ssn_cures.findIndex((c) => c.room === r && c.guest === g);
          const roomNumber = r + 1;
          const guestNumber = g + 1;
          return (
            <fieldset key={`${room.temp_id}-${g}`} className="booking-cures__guest">
              <legend>
                <Trans>
                  Room {roomNumber}, guest {guestNumber}
                </Trans>
              </legend>
              <label>
                <input type="checkbox" name={`ssn_cure.${r}.${g}`} checked={index >= 0} onChange={() => toggle(r, g)} />{' '}
                <Trans>This guest has a prescription</Trans>
              </label>
              {index >= 0 ? <CureFields index={index} offer={offer} stay={stay} /> : null}
            </fieldset>
          );
        }),
      )}
      {values.ssn_cures.length > 0 ? (
        <p className="booking-cures__due" role="status">
          {/* No ticket to name when every guest is exempt (the reservation page says the same). */}
          {values.ssn_cures.every((c) => c.exempt) ? (
            <Trans>To pay at the desk: {amount} (exempt from the ticket)</Trans>
          ) : (
            <Trans>To pay at the desk: SSN ticket {amount}</Trans>
          )}
        </p>
      ) : null}
    </section>
  );
}

/** One guest's prescription, checked by the same rules as the server's, and the times proposed. */
function CureFields({
  index,
  offer,
  stay,
}: {
  index: number;
  offer: CureOfferWire;
  stay: { from: string; to: string };
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const { values, setFieldValue } = useFormikContext<Values>();
  const clear = useClearServerError();
  const cure = values.ssn_cures[index];
  const name = (field: string) => `ssn_cures[${index}].${field}`;
  const set = (field: keyof CureChoice, value: unknown) => {
    clear(name(field));
    void setFieldValue(name(field), value);
  };
  const [problem] = cureProblems(
    { ...stay, guestsPerRoom: [cure.guest + 1] },
    offer.cycles.map((c) => c.cycle),
    [
      {
        ...cure,
        room: 0,
        cycle: cure.cycle as CureCycle,
        exemption_code: cure.exempt ? cure.exemption_code.trim().toUpperCase() : null,
      },
    ],
  );
  const { plan, loading, refusal } = useCurePlan(stay, problem ? undefined : cure);
  const ruleError = (field: string) =>
    problem?.field === field
      ? cureProblemMessage(locale, problem)
      : refusal?.field === field
        ? refusal.message
        : undefined;
  const days = Array.from({ length: Math.max(0, dayCount(stay) - 1) }, (_, i) => addDays(stay.from, i));
  const ticket = formatMoney(offer.ticket_cents, locale);
  const exempt = formatMoney(offer.exempt_cents, locale);
  return (
    <div className="booking-cures__fields">
      <CureRow name={name('cycle')} label={t`Cure`} extra={ruleError('cycle')}>
        {(props) => (
          <select
            {...props}
            className="form-input form-select"
            value={cure.cycle}
            onChange={(e) => set('cycle', e.target.value)}
          >
            {offer.cycles.map((c) => (
              <option key={c.cycle} value={c.cycle}>
                {cycleNames[c.cycle][locale]} ({c.name}, {c.duration_minutes} min)
              </option>
            ))}
          </select>
        )}
      </CureRow>
      <CureRow name={name('sessions')} label={t`Sessions on the prescription`} extra={ruleError('sessions')}>
        {(props) => (
          <input
            {...props}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_CURE_SESSIONS}
            className="form-input"
            value={Number.isNaN(cure.sessions) ? '' : cure.sessions}
            onChange={(e) => set('sessions', e.target.value === '' ? Number.NaN : Number(e.target.value))}
          />
        )}
      </CureRow>
      <CureRow name={name('visit_day')} label={t`Day of the admission visit`} extra={ruleError('visit_day')}>
        {(props) => (
          <select
            {...props}
            className="form-input form-select"
            value={cure.visit_day}
            onChange={(e) => set('visit_day', e.target.value)}
          >
            {days.map((day) => (
              <option key={day} value={day}>
                {formatDate(day, locale, 'ddd DD MMM YYYY')}
              </option>
            ))}
          </select>
        )}
      </CureRow>
      <fieldset className="booking-cures__ticket">
        <legend>
          <Trans>Ticket or exemption</Trans>
        </legend>
        <label>
          <input
            type="radio"
            name={`ssn_cures.${index}.exempt`}
            checked={!cure.exempt}
            onChange={() => set('exempt', false)}
          />{' '}
          <Trans>I pay the ticket ({ticket})</Trans>
        </label>
        <label>
          <input
            type="radio"
            name={`ssn_cures.${index}.exempt`}
            checked={cure.exempt}
            onChange={() => set('exempt', true)}
          />{' '}
          <Trans>I am exempt ({exempt})</Trans>
        </label>
      </fieldset>
      {cure.exempt ? (
        <CureRow name={name('exemption_code')} label={t`Exemption code`} extra={ruleError('exemption_code')}>
          {(props) => (
            <input
              {...props}
              type="text"
              maxLength={8}
              autoCapitalize="characters"
              className="form-input"
              value={cure.exemption_code}
              onChange={(e) => set('exemption_code', e.target.value)}
            />
          )}
        </CureRow>
      ) : null}
      <CureTimes loading={loading} times={problem || refusal ? [] : (plan?.times ?? [])} />
    </div>
  );
}

const dayCount = (stay: { from: string; to: string }) =>
  Math.round((Date.parse(stay.to) - Date.parse(stay.from)) / 86_400_000) + 1;

type ControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

/** A field of the cure: its label, control and the first error (the hold's, else the rules' or the preview's). */
function CureRow({
  name,
  label,
  extra,
  children,
}: {
  name: string;
  label: string;
  extra: string | undefined;
  children: (props: ControlProps) => React.ReactNode;
}) {
  const id = useId();
  const error = useFieldError(name) ?? extra;
  const errorId = `${id}-error`;
  return (
    <FormRow label={label} htmlFor={id} error={error} errorId={errorId}>
      {children({ id, ...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {}) })}
    </FormRow>
  );
}

/** The times the site would book, as the server proposes them now. */
function CureTimes({
  loading,
  times,
}: {
  loading: boolean;
  times: { name: string; starts_at: string; ends_at: string }[];
}) {
  const { t } = useLingui();
  const locale = useLocale();
  if (times.length === 0) return loading ? <p aria-busy="true">…</p> : null;
  return (
    <div className="booking-cures__times">
      <p>
        <Trans>The times we would book for you (fixed when you pay):</Trans>
      </p>
      <ul aria-label={t`The cure's times`}>
        {times.map((time) => (
          <li key={time.starts_at}>
            {time.name} · {treatmentTimeText(Date.parse(time.starts_at), locale, Date.parse(time.ends_at))}
          </li>
        ))}
      </ul>
    </div>
  );
}
