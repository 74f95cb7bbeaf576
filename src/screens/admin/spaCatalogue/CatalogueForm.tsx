import { useMemo, type ReactNode } from 'react';
import { Form, Formik, setIn, type FormikErrors, type FormikValues } from 'formik';
import { useQueryClient } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { ValidationError, type AnyObjectSchema } from 'yup';
import { FieldErrorsProvider, SubmitButton } from '../../../ui';
import { FormFailureMessage } from '@src/shared/forms/FormFailureMessage';
import { useFormSubmit } from '@src/shared/forms/useFormSubmit';
import { refreshCatalogue, saveEntry, type CatalogueKind } from './spaCatalogueApi';

/** A list's error (`skills[1]`) shows under the list's one field (`skills`). */
const fieldOf = (path: string, lists: readonly string[]) => lists.find((l) => path.startsWith(`${l}[`)) ?? path;

/**
 * One catalogue entry's form (docs/product.md §16.8): what is typed (`values`) becomes what the
 * API takes (`toWire`), checked with the server's own schema before it leaves; the server's 422
 * errors show under their fields; saved whole or not at all, then the catalogue is read again.
 */
export function CatalogueForm<V extends FormikValues>(props: {
  kind: CatalogueKind;
  id: number | null;
  name: string;
  testId: string;
  initialValues: V;
  toWire: (values: V) => Record<string, unknown>;
  schema: AnyObjectSchema;
  shownFields: readonly string[];
  /** Fields typed as one text but sent as a list (a therapist's skills). */
  lists?: readonly string[];
  submitLabel: ReactNode;
  onDone: () => void;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const lists = props.lists ?? [];
  const view = useFormSubmit({
    submit: (input) => saveEntry(props.kind, props.id, input as Record<string, unknown>),
    onSuccess: () => {
      void refreshCatalogue(queryClient);
      props.onDone();
    },
  });
  const serverErrors = useMemo(() => {
    const errors: Record<string, string[]> = {};
    for (const [path, messages] of Object.entries(view.fieldErrors))
      (errors[fieldOf(path, lists)] ??= []).push(...messages);
    return errors;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `lists` is a constant of the form
  }, [view.fieldErrors]);
  // Editing a list's field clears the errors of its items too.
  const clear = (name: string) => {
    for (const key of Object.keys(view.fieldErrors)) if (fieldOf(key, lists) === name) view.onClear(key);
  };
  const validate = async (values: V) => {
    try {
      await props.schema.validate(props.toWire(values), { abortEarly: false });
      return {};
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      let errors: FormikErrors<V> = {};
      for (const item of error.inner)
        if (item.path) errors = setIn(errors, fieldOf(item.path, lists), item.message) as FormikErrors<V>;
      return errors;
    }
  };
  return (
    <FieldErrorsProvider errors={serverErrors} onClear={clear}>
      <Formik
        initialValues={props.initialValues}
        validate={validate}
        onSubmit={(values, helpers) => {
          view.submit(props.schema.cast(props.toWire(values)) as Record<string, unknown>);
          helpers.setSubmitting(false);
        }}
      >
        <Form
          noValidate
          className="admin-season-form admin-spa-catalogue-form"
          aria-label={props.name}
          data-testid={props.testId}
          data-state={view.state}
        >
          {props.children}
          <div className="admin-season-form__actions">
            <SubmitButton loading={view.loading}>{props.submitLabel}</SubmitButton>
            <button type="button" className="button button--secondary" onClick={props.onDone}>
              <Trans>Cancel</Trans>
            </button>
          </div>
          <FormFailureMessage
            {...view}
            fieldErrors={serverErrors}
            shownFields={Object.keys(serverErrors).filter((key) =>
              props.shownFields.some((field) => key === field || key.startsWith(`${field}[`)),
            )}
          />
        </Form>
      </Formik>
    </FieldErrorsProvider>
  );
}
