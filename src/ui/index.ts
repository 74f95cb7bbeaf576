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
export { TextField, type TextFieldProps } from './TextField';
export { CheckboxField, type CheckboxFieldProps } from './CheckboxField';
export { RadioGroupField, type RadioGroupFieldProps, type RadioOption } from './RadioGroupField';
export { ConsentCheckbox, ConsentLink, PrivacyConsent, type ConsentCheckboxProps } from './ConsentCheckbox';
export { MoneyField, type MoneyFieldProps } from './MoneyField';
export { DateRangeField, type DateRangeFieldProps } from './DateRangeField';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export { Counter, type CounterProps } from './Counter';
export { CounterField, type CounterFieldProps } from './CounterField';
export { SearchAsYouType, type SearchAsYouTypeProps, type SearchResult } from './SearchAsYouType';
export { TextareaField, type TextareaFieldProps } from './TextareaField';
export { SubmitButton, type SubmitButtonProps } from './SubmitButton';
export { Spinner, type SpinnerProps } from './Spinner';
export { Checkmark, type CheckmarkProps } from './Checkmark';
export { Skeleton, type SkeletonProps } from './Skeleton';
export { Modal, type ModalProps } from './Modal';
export { useDebouncedValue } from './useDebouncedValue';
export * from './toast';
export { useFocusOnChange, useFocusOnMount, type FocusScroll } from './useFocusHere';
