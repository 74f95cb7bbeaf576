import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CSV_MAX_BYTES } from './calendarApi';

interface Props {
  failure: string[] | null;
  busy: boolean;
  onPreview: (csv: string) => void;
  onCancel: () => void;
}

/**
 * Import a CSV file (product.md §12.12 "Spreadsheets"): the export's columns, edited. The file is
 * read here and sent as text; the server parses and checks every line and previews the change.
 */
export function ImportForm({ failure, busy, onPreview, onCancel }: Props) {
  const { t } = useLingui();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const kb = CSV_MAX_BYTES / 1024;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError(t`Choose a CSV file.`);
    if (file.size > CSV_MAX_BYTES) return setError(t`The file is too big: at most ${kb} KB.`);
    setError(null);
    onPreview(await file.text());
  };

  const messages = [...(error ? [error] : []), ...(failure ?? [])];
  return (
    <form
      className="admin-calendar__form"
      aria-labelledby={`${id}-title`}
      onSubmit={submit}
      onKeyDown={(event) => event.key === 'Escape' && onCancel()}
      data-testid="calendar-import"
    >
      <h3 id={`${id}-title`}>
        <Trans>Import a CSV file</Trans>
      </h3>
      <p className="admin-calendar__hint" id={`${id}-hint`}>
        <Trans>
          The columns of the export. A value that differs from the calendar is a change; an empty cell changes nothing.
          At most {kb} KB.
        </Trans>
      </p>
      <label htmlFor={`${id}-file`} className="form-label">
        <Trans>CSV file</Trans>
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept=".csv,text/csv"
        className="form-control"
        aria-describedby={`${id}-hint`}
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      {messages.length ? (
        <div className="notice notice--error" role="alert">
          {messages.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      ) : null}
      <div className="admin-calendar__actions">
        <button type="submit" className="button button--small" disabled={busy}>
          <Trans>Preview the import</Trans>
        </button>
        <button type="button" className="button button--secondary button--small" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
