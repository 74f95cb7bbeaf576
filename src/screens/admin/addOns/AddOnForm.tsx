import { useMemo, useState } from 'react';
import { Form, Formik } from 'formik';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { ADD_ON_UNITS, ADD_ON_VAT_RATES, type AddOnWire } from '@domain/addOns';
import { addOnSchema } from '@domain/addOnsForm';
import { FormFailureMessage } from '@src/shared/forms/FormFailureMessage';
import { submitToMachine, useFormSubmit } from '@src/shared/forms/useFormSubmit';
import { ApiError } from '../../../api/client';
import { useLocale } from '../../../i18n/useLocale';
import {
  CheckboxField,
  FieldErrorsProvider,
  MoneyField,
  SelectField,
  SubmitButton,
  TextareaField,
  TextField,
} from '../../../ui';
import { createAddOn, refreshAddOns, updateAddOn } from './addOnsApi';
import { addOnUnitLabels } from '@src/shared/addOns/unitLabels';

const LANGUAGES = ['it', 'en', 'de'] as const;
const EMPTY_TEXT = { it: '', en: '', de: '' };

/**
 * An add-on whole (product.md §16.9): name and description in it/en/de, how it is priced, the unit
 * price, the VAT rate, offered or not; sent with the version it was read at: a stale one is
 * refused and can be reloaded.
 */
export function AddOnForm({ addOn, onDone }: { addOn?: AddOnWire; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const schema = useMemo(() => addOnSchema(locale), [locale]);
  const [stale, setStale] = useState(false);
  const view = useFormSubmit({
    submit: async (input) => {
      setStale(false);
      try {
        return await (addOn ? updateAddOn(addOn.id, input) : createAddOn(input));
      } catch (error) {
        setStale(error instanceof ApiError && error.status === 409);
        throw error;
      }
    },
    onSuccess: () => {
      void refreshAddOns(queryClient);
      onDone();
    },
  });
  const languageName = { it: t`Italian`, en: t`English`, de: t`German` };
  const name = addOn ? t`Change ${addOn.name[locale]}` : t`Add an add-on`;
  const shownFields = [...LANGUAGES.flatMap((l) => [`name.${l}`, `description.${l}`]), 'unit', 'price', 'vat_rate'];
  return (
    <FieldErrorsProvider errors={view.fieldErrors} onClear={view.onClear}>
      <Formik
        initialValues={{
          name: addOn?.name ?? EMPTY_TEXT,
          description: addOn?.description ?? EMPTY_TEXT,
          unit: addOn?.unit ?? 'stay',
          price: addOn?.price ?? 0,
          vat_rate: addOn?.vat_rate ?? 22,
          offered: addOn?.offered ?? true,
          version: addOn?.version ?? 0,
        }}
        validationSchema={schema}
        onSubmit={submitToMachine((values) => view.submit({ ...values, vat_rate: Number(values.vat_rate) }))}
      >
        <Form
          noValidate
          className="admin-add-on-form"
          aria-label={name}
          data-machine="addOnForm"
          data-state={view.state}
        >
          {LANGUAGES.map((l) => (
            <TextField key={l} name={`name.${l}`} label={t`Name (${languageName[l]})`} maxLength={100} />
          ))}
          {LANGUAGES.map((l) => (
            <TextareaField
              key={l}
              name={`description.${l}`}
              label={t`Description (${languageName[l]})`}
              maxLength={500}
            />
          ))}
          <SelectField
            name="unit"
            label={t`Priced`}
            options={ADD_ON_UNITS.map((unit) => ({ value: unit, label: i18n._(addOnUnitLabels[unit]) }))}
          />
          <MoneyField name="price" label={t`Price per unit (VAT included)`} />
          <SelectField
            name="vat_rate"
            label={t`VAT rate`}
            options={ADD_ON_VAT_RATES.map((rate) => ({ value: rate, label: `${rate} %` }))}
          />
          <CheckboxField name="offered" label={t`Offered to guests`} />
          <div className="admin-add-on-form__actions">
            <SubmitButton loading={view.loading}>
              {addOn ? <Trans>Save the add-on</Trans> : <Trans>Add the add-on</Trans>}
            </SubmitButton>
            <button type="button" className="button button--secondary" onClick={onDone}>
              <Trans>Cancel</Trans>
            </button>
          </div>
          <FormFailureMessage {...view} shownFields={shownFields} />
          {stale ? (
            <button type="button" className="button button--secondary" onClick={() => void refreshAddOns(queryClient)}>
              <Trans>Reload the add-on</Trans>
            </button>
          ) : null}
        </Form>
      </Formik>
    </FieldErrorsProvider>
  );
}
