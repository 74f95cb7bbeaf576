import { useMemo } from 'react';
import { Form, Formik, setIn, type FormikErrors } from 'formik';
import { ValidationError } from 'yup';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  BOARDS,
  DEPOSIT_RULES,
  boardNames,
  depositRuleText,
  newRatePlanSchema,
  ratePlanSchema,
  type Board,
  type DepositRule,
  type RatePlanWire,
} from '@domain/ratePlans';
import type { RoomCategoryInfo } from '@domain/roomRates';
import { useLocale } from '../../../i18n/useLocale';
import {
  CheckboxField,
  FieldErrorMessage,
  FieldErrorsProvider,
  MoneyField,
  RadioGroupField,
  SubmitButton,
  TextField,
  TextareaField,
  useFieldError,
} from '../../../ui';
import { FormFailureMessage } from '@src/shared/forms/FormFailureMessage';
import { useFormSubmit } from '@src/shared/forms/useFormSubmit';
import { createRatePlan, refreshRatePlans, updateRatePlan } from './ratePlansApi';
import { SlugField } from './SlugField';
import { TreatmentsFieldset } from './TreatmentsFieldset';

const LANGS = ['it', 'en', 'de'] as const;
const SHOWN_FIELDS = [
  ...LANGS.flatMap((l) => [`name.${l}`, `description.${l}`, `terms.${l}`]),
  'boards',
  'refundable',
  'free_cancellation_days',
  'deposit_rule',
  'deposit_percent',
  'discount_percent',
  'min_nights',
  'room_category_ids',
  'treatments',
  'slug',
];

interface FormValues {
  name: Record<(typeof LANGS)[number], string>;
  description: Record<(typeof LANGS)[number], string>;
  terms: Record<(typeof LANGS)[number], string>;
  offered: Record<Board, boolean>;
  supplements: Record<Board, number>;
  refundable: boolean;
  free_cancellation_days: number | '';
  deposit_rule: DepositRule;
  deposit_percent: number | '';
  discount_percent: number;
  min_nights: number;
  requires_promo_code: boolean;
  room_category_ids: string[];
  /** Per treatment id, how many each guest gets (product.md §16.6); empty: not included. */
  included: Record<string, number | ''>;
  /** The address name guests' links use: typed for a new plan, shown only for one that exists (§12.13). */
  slug: string;
}

const emptyText = { it: '', en: '', de: '' };

function initialValues(plan: RatePlanWire | undefined): FormValues {
  const supplement = (board: Board) => plan?.boards.find((b) => b.board === board)?.supplement_per_adult_night ?? 0;
  return {
    name: plan?.name ?? emptyText,
    description: plan?.description ?? emptyText,
    terms: plan?.terms ?? emptyText,
    offered: Object.fromEntries(BOARDS.map((b) => [b, Boolean(plan?.boards.some((o) => o.board === b))])) as Record<
      Board,
      boolean
    >,
    supplements: Object.fromEntries(BOARDS.map((b) => [b, supplement(b)])) as Record<Board, number>,
    refundable: plan?.refundable ?? true,
    free_cancellation_days: plan?.free_cancellation_days ?? '',
    deposit_rule: plan?.deposit_rule ?? 'per_person',
    deposit_percent: plan?.deposit_percent ?? '',
    discount_percent: plan?.discount_percent ?? 0,
    min_nights: plan?.min_nights ?? 1,
    requires_promo_code: plan?.requires_promo_code ?? false,
    room_category_ids: (plan?.room_category_ids ?? []).map(String),
    included: Object.fromEntries((plan?.treatments ?? []).map((t) => [String(t.treatment_id), t.per_person])),
    slug: plan?.slug ?? '',
  };
}

/**
 * The form's values as the API takes them: the boards ticked, each with its supplement; the slug
 * only for a new plan (the service never changes an existing plan's, product.md §12.13).
 */
const draftOf = (values: FormValues, isNew: boolean) => ({
  ...(isNew ? { slug: values.slug } : {}),
  name: values.name,
  description: values.description,
  terms: values.terms,
  boards: BOARDS.filter((b) => values.offered[b]).map((b) => ({
    board: b,
    supplement_per_adult_night: values.supplements[b],
  })),
  refundable: values.refundable,
  free_cancellation_days: values.free_cancellation_days,
  deposit_rule: values.deposit_rule,
  deposit_percent: values.deposit_percent,
  discount_percent: values.discount_percent,
  min_nights: values.min_nights,
  requires_promo_code: values.requires_promo_code,
  room_category_ids: values.room_category_ids.map(Number),
  treatments: Object.entries(values.included)
    .filter(([, count]) => count !== '' && count !== 0)
    .map(([id, count]) => ({ treatment_id: Number(id), per_person: count })),
});

/**
 * A rate plan as the revenue manager writes it (docs/product.md §12.13): names, descriptions and
 * terms in three languages, the boards with their supplements, refundable or not with its
 * free-cancellation deadline, the deposit rule, and the categories it is sold for. The same
 * schema as the server's; errors show under their fields, a 409 above the button.
 */
export function RatePlanForm({
  plan,
  categories,
  onDone,
}: {
  plan?: RatePlanWire;
  categories: RoomCategoryInfo[];
  onDone?: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const isNew = !plan;
  const schema = useMemo(() => (isNew ? newRatePlanSchema(locale) : ratePlanSchema(locale)), [isNew, locale]);
  const view = useFormSubmit({
    submit: async (input) => {
      try {
        return await (plan ? updateRatePlan(plan.id, { ...input, version: plan.version }) : createRatePlan(input));
      } catch (error) {
        // A colleague's save in between (409): the list shows their plan at once.
        void refreshRatePlans(queryClient);
        throw error;
      }
    },
    onSuccess: () => {
      void refreshRatePlans(queryClient);
      onDone?.();
    },
  });
  /** The shared schema run on the API's shape; a board's supplement error goes next to that board. */
  const validate = (values: FormValues): FormikErrors<FormValues> => {
    const draft = draftOf(values, isNew);
    try {
      schema.validateSync(draft, { abortEarly: false });
      return {};
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      let errors: FormikErrors<FormValues> = {};
      for (const item of error.inner) {
        const board = /^boards\[(\d+)\]/.exec(item.path ?? '');
        const treatment = /^treatments\[(\d+)\]/.exec(item.path ?? '');
        const path = board
          ? `supplements.${draft.boards[Number(board[1])].board}`
          : treatment
            ? `included.${draft.treatments[Number(treatment[1])].treatment_id}`
            : (item.path ?? 'boards');
        errors = setIn(errors, path, item.message) as FormikErrors<FormValues>;
      }
      return errors;
    }
  };
  const languageName = { it: t`Italian`, en: t`English`, de: t`German` };
  const name = plan ? t`Change the rate plan` : t`Add a rate plan`;
  return (
    <FieldErrorsProvider errors={view.fieldErrors} onClear={view.onClear}>
      <Formik<FormValues>
        initialValues={initialValues(plan)}
        validate={validate}
        onSubmit={(values, helpers) => {
          view.submit(draftOf(values, isNew));
          helpers.setSubmitting(false);
        }}
      >
        {({ values }) => (
          <Form
            noValidate
            className="admin-rate-plan-form"
            aria-label={name}
            data-machine="ratePlanForm"
            data-state={view.state}
          >
            {LANGS.map((l) => (
              <fieldset key={l} className="admin-rate-plan-form__language">
                <legend>{languageName[l]}</legend>
                <TextField name={`name.${l}`} label={t`Name (${languageName[l]})`} />
                <TextareaField name={`description.${l}`} label={t`Description (${languageName[l]})`} rows={2} />
                <TextareaField name={`terms.${l}`} label={t`Cancellation terms (${languageName[l]})`} rows={2} />
              </fieldset>
            ))}
            <SlugField isNew={isNew} />
            <BoardsFieldset values={values} />
            <fieldset className="admin-rate-plan-form__group">
              <legend>
                <Trans>Cancellation and deposit</Trans>
              </legend>
              <CheckboxField name="refundable" label={t`Refundable`} />
              {values.refundable ? (
                <TextField
                  name="free_cancellation_days"
                  type="number"
                  label={t`Free cancellation until (days before arrival)`}
                  hint={t`Empty: no deadline is stated`}
                />
              ) : null}
              <RadioGroupField
                name="deposit_rule"
                legend={t`Deposit`}
                options={DEPOSIT_RULES.map((rule) => ({
                  value: rule,
                  label: rule === 'percentage' ? t`A percentage of the stay` : depositRuleText(rule, null, locale),
                }))}
              />
              {values.deposit_rule === 'percentage' ? (
                <TextField name="deposit_percent" type="number" label={t`Deposit (% of the stay)`} />
              ) : null}
            </fieldset>
            <fieldset className="admin-rate-plan-form__group">
              <legend>
                <Trans>Sales</Trans>
              </legend>
              <TextField name="discount_percent" type="number" label={t`Discount on the price (%)`} />
              <TextField name="min_nights" type="number" label={t`Minimum nights`} />
              <CheckboxField name="requires_promo_code" label={t`Only with a promo code that unlocks it`} />
              <CategoriesFieldset categories={categories} />
            </fieldset>
            <TreatmentsFieldset included={values.included} />
            <div className="admin-rate-plan-form__actions">
              <SubmitButton loading={view.loading}>
                {plan ? <Trans>Save the rate plan</Trans> : <Trans>Add the rate plan</Trans>}
              </SubmitButton>
              {onDone && plan ? (
                <button type="button" className="button button--secondary" onClick={onDone}>
                  <Trans>Cancel</Trans>
                </button>
              ) : null}
            </div>
            <FormFailureMessage {...view} shownFields={SHOWN_FIELDS} />
          </Form>
        )}
      </Formik>
    </FieldErrorsProvider>
  );
}

function BoardsFieldset({ values }: { values: FormValues }) {
  const { t } = useLingui();
  const locale = useLocale();
  const error = useFieldError('boards');
  return (
    <fieldset className="admin-rate-plan-form__group" aria-describedby={error ? 'rate-plan-boards-error' : undefined}>
      <legend>
        <Trans>Boards</Trans>
      </legend>
      {BOARDS.map((board) => (
        <div key={board} className="admin-rate-plan-form__board">
          <CheckboxField name={`offered.${board}`} label={boardNames[board][locale]} showError={false} />
          {values.offered[board] ? (
            <MoneyField
              name={`supplements.${board}`}
              label={t`Supplement per adult and night, ${boardNames[board][locale]}`}
              hint={t`Negative for a reduction`}
            />
          ) : null}
        </div>
      ))}
      <FieldErrorMessage id="rate-plan-boards-error" error={error} />
    </fieldset>
  );
}

function CategoriesFieldset({ categories }: { categories: RoomCategoryInfo[] }) {
  const { t } = useLingui();
  return (
    <fieldset className="admin-rate-plan-form__categories">
      <legend>
        <Trans>Room categories</Trans>
      </legend>
      <p className="form-hint">{t`None ticked: every category`}</p>
      {categories.map((category) => (
        <CheckboxField
          key={category.id}
          name="room_category_ids"
          value={String(category.id)}
          label={category.name}
          showError={false}
        />
      ))}
    </fieldset>
  );
}
