import { useMemo } from 'react';
import { Form, Formik } from 'formik';
import { useQueryClient } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { spaNewSlotsSchema } from '@domain/validation';
import { useLocale } from '../../../i18n/useLocale';
import { FieldErrorsProvider, SubmitButton, TextField } from '../../../ui';
import { FormFailureMessage } from '@src/shared/forms/FormFailureMessage';
import { submitToMachine, useFormSubmit } from '@src/shared/forms/useFormSubmit';
import { addSlots, refreshSpaDays } from './daySpaAdminApi';
import { SLOT_FIELDS, SlotFields } from './SlotFields';
import { WeekdayChoice } from './WeekdayChoice';

const SHOWN_FIELDS = ['from', 'to', 'weekdays', ...SLOT_FIELDS] as const;

/** New slots: the same slot on the chosen weekdays from one day to another (docs/product.md §12.16). */
export function NewSlotsForm({ productId, today }: { productId: number; today: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const schema = useMemo(() => spaNewSlotsSchema(locale, { today }), [locale, today]);
  const view = useFormSubmit({
    submit: (input) => addSlots(productId, input),
    onSuccess: () => void refreshSpaDays(queryClient),
  });
  const added = view.result as { days: number } | null;
  return (
    <section aria-labelledby="spa-new-slots-title">
      <h3 id="spa-new-slots-title">
        <Trans>Add a slot</Trans>
      </h3>
      <FieldErrorsProvider errors={view.fieldErrors} onClear={view.onClear}>
        <Formik
          initialValues={{
            from: today,
            to: today,
            weekdays: [] as string[],
            title: '',
            starts_at: '09:00',
            ends_at: '13:00',
            capacity: '',
            price: '' as number | '',
          }}
          validationSchema={schema}
          onSubmit={submitToMachine(view.submit)}
        >
          <Form noValidate className="admin-spa__form" aria-label={t`Add a slot`}>
            <TextField name="from" type="date" label={t`From`} />
            <TextField name="to" type="date" label={t`To`} />
            <WeekdayChoice idPrefix="spa-new" />
            <SlotFields />
            <FormFailureMessage {...view} shownFields={SHOWN_FIELDS} />
            <SubmitButton loading={view.loading}>
              <Trans>Add the slot</Trans>
            </SubmitButton>
          </Form>
        </Formik>
      </FieldErrorsProvider>
      {view.state === 'succeeded' && added ? (
        <p role="status" className="notice notice--success">
          <Plural value={added.days} one="Slot added on # day." other="Slot added on # days." />
        </p>
      ) : null}
    </section>
  );
}
