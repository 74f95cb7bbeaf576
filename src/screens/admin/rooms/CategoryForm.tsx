import { useMemo, useState } from 'react';
import { Form, Formik } from 'formik';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { CATEGORY_LIMITS } from '@domain/roomCategories';
import type { RoomCategoryWire } from '@domain/roomsAdmin';
import { roomCategorySchema } from '@domain/validation';
import { FormFailureMessage } from '@src/shared/forms/FormFailureMessage';
import { submitToMachine, useFormSubmit } from '@src/shared/forms/useFormSubmit';
import { ApiError } from '../../../api/client';
import { useLocale } from '../../../i18n/useLocale';
import { FieldErrorsProvider, SubmitButton, TextareaField, TextField } from '../../../ui';
import { refreshRooms, updateCategory } from './roomsApi';

const SHOWN_FIELDS = [
  'name_it',
  'name_en',
  'name_de',
  'description_it',
  'description_en',
  'description_de',
  'min_adults',
  'max_adults',
  'max_children',
] as const;

/**
 * A room category's names, descriptions and capacity, saved whole with the version it was read
 * at (docs/product.md §12.18): when someone saved in between, the refusal offers to reload.
 */
export function CategoryForm({ category }: { category: RoomCategoryWire }) {
  const { t } = useLingui();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const schema = useMemo(() => roomCategorySchema(locale), [locale]);
  const [stale, setStale] = useState(false);
  const view = useFormSubmit({
    submit: async (input) => {
      setStale(false);
      try {
        return await updateCategory(category.id, input);
      } catch (error) {
        setStale(error instanceof ApiError && error.status === 409);
        throw error;
      }
    },
    onSuccess: () => void refreshRooms(queryClient),
  });
  const guests = { min: 1, max: CATEGORY_LIMITS.maxGuests };
  return (
    <details className="admin-rooms__category-form">
      <summary>
        <Trans>Names, descriptions and capacity</Trans>
      </summary>
      <FieldErrorsProvider errors={view.fieldErrors} onClear={view.onClear}>
        <Formik
          // A new version (saved here or reloaded) starts the form again from what is saved.
          key={category.version}
          initialValues={{
            name_it: category.name.it,
            name_en: category.name.en,
            name_de: category.name.de,
            description_it: category.description.it,
            description_en: category.description.en,
            description_de: category.description.de,
            min_adults: category.min_adults,
            max_adults: category.max_adults,
            max_children: category.max_children,
            version: category.version,
          }}
          validationSchema={schema}
          onSubmit={submitToMachine(view.submit)}
        >
          <Form
            noValidate
            className="admin-rooms__form"
            aria-label={t`Names, descriptions and capacity of ${category.name[locale]}`}
            data-state={view.state}
          >
            <TextField
              name="name_it"
              label={t`Name in Italian`}
              maxLength={CATEGORY_LIMITS.nameMax}
              autoComplete="off"
            />
            <TextField
              name="name_en"
              label={t`Name in English`}
              maxLength={CATEGORY_LIMITS.nameMax}
              autoComplete="off"
            />
            <TextField
              name="name_de"
              label={t`Name in German`}
              maxLength={CATEGORY_LIMITS.nameMax}
              autoComplete="off"
            />
            {(['it', 'en', 'de'] as const).map((l) => (
              <TextareaField
                key={l}
                name={`description_${l}`}
                label={
                  { it: t`Description in Italian`, en: t`Description in English`, de: t`Description in German` }[l]
                }
                maxLength={CATEGORY_LIMITS.descriptionMax}
                rows={3}
              />
            ))}
            <TextField name="min_adults" type="number" {...guests} label={t`Guests at least`} />
            <TextField name="max_adults" type="number" {...guests} label={t`Guests at most (adults and children)`} />
            <TextField
              name="max_children"
              type="number"
              min={0}
              max={CATEGORY_LIMITS.maxGuests - 1}
              label={t`Of whom children at most`}
            />
            <FormFailureMessage {...view} shownFields={SHOWN_FIELDS} />
            <div className="admin-rooms__actions">
              <SubmitButton loading={view.loading}>
                <Trans>Save the category</Trans>
              </SubmitButton>
              {stale ? (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => void refreshRooms(queryClient)}
                >
                  <Trans>Reload the category</Trans>
                </button>
              ) : null}
            </div>
          </Form>
        </Formik>
      </FieldErrorsProvider>
      {view.state === 'succeeded' ? (
        <p role="status" className="notice notice--success">
          <Trans>Category saved: guests see it at once.</Trans>
        </p>
      ) : null}
    </details>
  );
}
