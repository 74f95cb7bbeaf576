import { type ReactNode } from 'react';
import { Form, Formik, type FormikValues } from 'formik';
import { useQueryClient } from '@tanstack/react-query';
import type { AnyObjectSchema } from 'yup';
import { FieldErrorsProvider, SubmitButton } from '../../../ui';
import { FormFailureMessage } from '@src/shared/forms/FormFailureMessage';
import { useFormSubmit } from '@src/shared/forms/useFormSubmit';
import { refreshSpa } from './spaDayApi';

/**
 * One of the spa day's small forms (book, move, block): the shared form machine sends it, errors
 * show under their fields, the day is read again once it is saved.
 */
export function SpaForm<V extends FormikValues>(props: {
  name: string;
  testId: string;
  initialValues: V;
  schema: AnyObjectSchema;
  submit: (values: Record<string, unknown>) => Promise<unknown>;
  shownFields: readonly string[];
  submitLabel: ReactNode;
  onDone?: () => void;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const view = useFormSubmit({
    submit: (input) => props.submit(input as Record<string, unknown>),
    onSuccess: () => {
      void refreshSpa(queryClient);
      props.onDone?.();
    },
  });
  return (
    <FieldErrorsProvider errors={view.fieldErrors} onClear={view.onClear}>
      <Formik
        initialValues={props.initialValues}
        validationSchema={props.schema}
        onSubmit={(values, helpers) => {
          view.submit(props.schema.cast(values));
          helpers.setSubmitting(false);
        }}
      >
        <Form
          noValidate
          className="admin-spa-form"
          aria-label={props.name}
          data-testid={props.testId}
          data-state={view.state}
        >
          {props.children}
          <SubmitButton loading={view.loading}>{props.submitLabel}</SubmitButton>
          <FormFailureMessage {...view} shownFields={props.shownFields} />
        </Form>
      </Formik>
    </FieldErrorsProvider>
  );
}
