/** The red line under a field; its id is what the control's aria-describedby points to. */
export function FieldErrorMessage({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {error}
    </p>
  );
}
