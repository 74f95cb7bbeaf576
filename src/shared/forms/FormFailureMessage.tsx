import { useLingui } from '@lingui/react/macro';

type Props = {
  /** The form machine's state: the message only belongs to a failure. */
  state: string;
  message: string | null;
  fieldErrors: Record<string, string[]>;
  /** The fields the form shows; their errors already appear under them. */
  shownFields: readonly string[];
};

/**
 * A failure that no field shows (too many attempts, a refused registration, a broken reset link)
 * as an alert above the submit button; gone once every field the refusal named is edited.
 */
export function FormFailureMessage({ state, message, fieldErrors, shownFields }: Props) {
  const { t } = useLingui();
  if (state !== 'failed') return null;
  const hidden = Object.entries(fieldErrors).filter(([field]) => !shownFields.includes(field));
  const shownHasError = Object.keys(fieldErrors).some((field) => shownFields.includes(field));
  // No message (null): the fields the refusal was about are fixed, so nothing is left to say.
  const text =
    hidden.length > 0
      ? hidden[0][1][0]
      : shownHasError || message === null
        ? null
        : message || t`Something went wrong. Please try again.`;
  if (!text) return null;
  return (
    <p className="form-alert" role="alert">
      {text}
    </p>
  );
}
