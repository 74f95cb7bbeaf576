import type { ReactNode } from 'react';
import { Form, Formik, type FormikValues } from 'formik';
import { FieldErrorsProvider, SubmitButton } from '../../ui';
import type { FormValues } from '@machines/formSubmit.machine';
import { ContactFields } from '@src/shared/forms/ContactFields';
import { CONTACT_FIELDS } from '@src/shared/forms/contact';
import { RequestFormStatus } from '@src/shared/forms/RequestFormStatus';
import { useRequestForm } from '@src/shared/forms/useRequestForm';

type Props<V extends FormikValues> = {
  /** The form's accessible name, also the machine's name in data-machine. */
  name: string;
  machineName: string;
  initialValues: V;
  post: (values: FormValues) => Promise<unknown>;
  /** The fields the form shows before the contact fields. */
  fields: readonly string[];
  submitLabel: string;
  children: ReactNode;
};

/**
 * A guest request form (change-booking, refund): its own fields, who asks, and the submit button,
 * on the shared form statechart. The server validates (domain/validation/requests.ts, with the
 * season and the guest's reservation at hand) and its field errors show under each field.
 */
export function RequestForm<V extends FormikValues>({
  name,
  machineName,
  initialValues,
  post,
  fields,
  submitLabel,
  children,
}: Props<V>) {
  const { view, reset, actor } = useRequestForm(post);
  const shown = [...fields, ...CONTACT_FIELDS];
  return (
    <FieldErrorsProvider errors={view.fieldErrors} onClear={view.onClear}>
      <Formik initialValues={initialValues} onSubmit={(values) => view.submit({ ...values })}>
        {(formik) => {
          reset.current = () => formik.resetForm({ values: initialValues });
          return (
            <Form
              noValidate
              className="request-form"
              aria-label={name}
              data-machine={machineName}
              data-state={view.state}
              // Typing again after a success starts a new request (the thank-you goes away).
              onInput={(event) => actor.send({ type: 'field.edit', name: (event.target as HTMLInputElement).name })}
            >
              <RequestFormStatus view={view} shownFields={shown} />
              {children}
              <ContactFields />
              <SubmitButton loading={view.loading} block>
                {submitLabel}
              </SubmitButton>
            </Form>
          );
        }}
      </Formik>
    </FieldErrorsProvider>
  );
}
