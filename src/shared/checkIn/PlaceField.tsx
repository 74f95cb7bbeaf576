import { useId, type ReactNode } from 'react';
import { useFormikContext } from 'formik';
import type { PlaceField as PlaceFieldName } from '@domain/checkIn';
import { searchPlaces, type PlaceKind } from '@src/api/checkIn';
import { FieldErrorMessage, SearchAsYouType, useClearServerError, useFieldError } from '@src/ui';
import type { CheckInFormValues } from './checkInForm';

type Props = {
  name: PlaceFieldName;
  kind: PlaceKind;
  label: ReactNode;
  /** Lookup filters: the date of birth, the earliest day of issue, the province. */
  filters?: { date?: string; since?: string; province?: string };
  /** Fields that depend on this one (a comune on its province): emptied when it changes. */
  clears?: PlaceFieldName[];
};

/**
 * A place of the check-in form chosen with the search-as-you-type field: the chosen id goes in
 * the form's value, its name in `place_names`. Typing again empties the choice until a new one.
 */
export function PlaceField({ name, kind, label, filters = {}, clears = [] }: Props) {
  const { values, setValues, setFieldTouched } = useFormikContext<CheckInFormValues>();
  const error = useFieldError(name);
  const clearServerError = useClearServerError();
  const errorId = `${useId()}-error`;

  // One update for the value, its name and the fields that depend on it: separate setFieldValue
  // calls would each validate stale values, and an error would flash on fields that are filled.
  const choose = (value: number | string | '', label: string | undefined) => {
    clearServerError(name);
    const place_names = { ...values.place_names, [name]: label };
    const emptied: Partial<CheckInFormValues> = {};
    for (const dependent of clears) {
      Object.assign(emptied, { [dependent]: '' });
      delete place_names[dependent];
    }
    void setValues({ ...values, ...emptied, [name]: value, place_names });
  };

  return (
    <SearchAsYouType
      className={['form-row', error ? 'form-row--invalid' : ''].join(' ')}
      label={label}
      defaultQuery={values.place_names[name] ?? ''}
      search={(text) =>
        searchPlaces(kind, text, filters).then((rows) => rows.map((row) => ({ name: row.name, value: row.id })))
      }
      onSelect={(result) => choose(result.value, result.name)}
      onQueryChange={() => {
        if (values[name] !== '') choose('', undefined);
      }}
      inputProps={{
        name,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
        onBlur: () => void setFieldTouched(name, true, false),
      }}
    >
      <FieldErrorMessage id={errorId} error={error} />
    </SearchAsYouType>
  );
}
