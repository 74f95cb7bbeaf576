export {
  FieldErrorsProvider,
  useFieldError,
  useClearServerError,
  useServerFieldErrors,
  type ServerFieldErrors,
} from './FieldErrors';
export { useFormField } from './useFormField';
export { FieldErrorMessage } from './FieldErrorMessage';
export { FormRow } from './FormRow';
export { TextField } from './TextField';
export { CheckboxField } from './CheckboxField';
export { RadioGroupField } from './RadioGroupField';
export { ConsentCheckbox, ConsentLink, PrivacyConsent } from './ConsentCheckbox';
export { MoneyField } from './MoneyField';
export { DateRangeField } from './DateRangeField';
export { SelectField } from './SelectField';
export { Counter } from './Counter';
export { CounterField } from './CounterField';
export { SearchAsYouType, type SearchResult } from './SearchAsYouType';
export { TextareaField } from './TextareaField';
export { SubmitButton, type SubmitButtonProps } from './SubmitButton';
export { Spinner } from './Spinner';
export { Checkmark } from './Checkmark';
export { Skeleton } from './Skeleton';
export { Modal, type ModalProps } from './Modal';
export { useDebouncedValue } from './useDebouncedValue';
export * from './toast';
export { useFocusOnChange, useFocusOnMount } from './useFocusHere';
