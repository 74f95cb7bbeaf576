import { useMemo } from 'react';
import { Link, useSearch } from 'wouter';
import { Form, Formik } from 'formik';
import { Trans, useLingui } from '@lingui/react/macro';
import { AIRPORT_TRANSFER_MAX_PEOPLE, FLIGHT_NUMBER_MAX_LENGTH } from '@domain/constants';
import { postAirportTransfer, useAirportPrices } from '../../api/requests';
import {
  CheckboxField,
  Checkmark,
  CounterField,
  FieldErrorsProvider,
  RadioGroupField,
  SubmitButton,
  TextField,
} from '../../ui';
import { PageHeader } from '@src/shared/page/PageHeader';
import { ContactFields } from '@src/shared/forms/ContactFields';
import { CONTACT_FIELDS } from '@src/shared/forms/contact';
import { RequestFormStatus } from '@src/shared/forms/RequestFormStatus';
import { useRequestForm } from '@src/shared/forms/useRequestForm';
import { AirportPrice } from './AirportPrice';
import { airportInitialValues } from './airportQuery';
import '@src/shared/forms/requestForm.css';
import './airport.css';

const SHOWN = ['airport', 'people', 'flight_number', 'return', ...CONTACT_FIELDS];

/**
 * /{lang}/airport-transfer (product.md §8.3): airport, people, flight, return trip and who asks, with the
 * price shown live; after sending, a thank-you with a link home.
 */
export function AirportTransferScreen() {
  const { t } = useLingui();
  const search = useSearch();
  // A link's amount names an airport by today's prices (product.md §8.3, §12.17).
  const prices = useAirportPrices().data;
  const initialValues = useMemo(() => airportInitialValues(search, prices), [search, prices]);
  const { view, actor } = useRequestForm(postAirportTransfer, { resetOnSuccess: false });
  const airports = [
    { value: 'VCE', label: t`Venice Marco Polo (VCE)` },
    { value: 'TSF', label: t`Treviso Canova (TSF)` },
  ];

  return (
    <>
      <PageHeader>
        <h1>
          <Trans>Airport transfer</Trans>
        </h1>
      </PageHeader>
      <div className="container page request-page" data-machine="airportTransfer" data-state={view.state}>
        {view.state === 'succeeded' ? (
          <div className="airport-thanks" role="status">
            <Checkmark size={56} />
            <h2>
              {(view.result as { message?: string } | null)?.message ?? t`Thank you, We will get back to you shortly!`}
            </h2>
            <p>
              <Trans>We will confirm the pick-up time by email.</Trans>
            </p>
            <Link href="/" className="button button--primary">
              <Trans>Back to the home page</Trans>
            </Link>
          </div>
        ) : (
          <>
            <p className="request-page__lead">
              <Trans>
                We pick you up at the airport and bring you to the hotel. Tell us your flight: we will confirm the
                pick-up time by email.
              </Trans>
            </p>
            <FieldErrorsProvider errors={view.fieldErrors} onClear={view.onClear}>
              <Formik initialValues={initialValues} onSubmit={(values) => view.submit({ ...values })}>
                <Form
                  noValidate
                  className="request-form"
                  aria-label={t`Airport transfer request`}
                  onInput={(event) => actor.send({ type: 'field.edit', name: (event.target as HTMLInputElement).name })}
                >
                  <RequestFormStatus view={view} shownFields={SHOWN} />
                  <RadioGroupField name="airport" legend={t`Airport`} options={airports} />
                  <CounterField name="people" label={t`People`} min={1} max={AIRPORT_TRANSFER_MAX_PEOPLE} />
                  <AirportPrice />
                  <TextField
                    name="flight_number"
                    label={t`Flight number`}
                    maxLength={FLIGHT_NUMBER_MAX_LENGTH}
                    autoComplete="off"
                    autoCapitalize="characters"
                  />
                  <CheckboxField name="return" label={t`Return trip to the airport too`} />
                  <ContactFields />
                  <SubmitButton loading={view.loading} block>
                    <Trans>Request the transfer</Trans>
                  </SubmitButton>
                </Form>
              </Formik>
            </FieldErrorsProvider>
          </>
        )}
      </div>
    </>
  );
}
