import { useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';

/**
 * One part of the catalogue (treatments, therapists, cabins): a dense table whose row turns into
 * its form when changed, and an "add" button that opens an empty form below it. Only a role the
 * API lets save sees the buttons (docs/product.md §16.4).
 */
export function CatalogueSection<T extends { id: number }>(props: {
  id: string;
  title: string;
  addLabel: string;
  canEdit: boolean;
  rows: T[];
  headers: string[];
  cells: (row: T) => ReactNode[];
  changeLabel: (row: T) => string;
  form: (row: T | undefined, done: () => void) => ReactNode;
  /** A line under the title (where a related change is made). */
  note?: ReactNode;
}) {
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const done = () => setEditing(null);
  const columns = props.headers.length + (props.canEdit ? 1 : 0);
  return (
    <section aria-labelledby={`${props.id}-title`} className="admin-spa-catalogue__part">
      <h3 id={`${props.id}-title`}>{props.title}</h3>
      {props.note ? <p>{props.note}</p> : null}
      <table className="admin-table admin-spa-catalogue__table" data-testid={props.id}>
        <thead>
          <tr>
            {props.headers.map((header) => (
              <th scope="col" key={header}>
                {header}
              </th>
            ))}
            {props.canEdit ? (
              <th scope="col">
                <Trans>Actions</Trans>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) =>
            editing === row.id ? (
              <tr key={row.id}>
                <td colSpan={columns}>{props.form(row, done)}</td>
              </tr>
            ) : (
              <tr key={row.id} data-testid={`${props.id}-${row.id}`}>
                {props.cells(row).map((cell, i) =>
                  i === 0 ? (
                    <th scope="row" key={i}>
                      {cell}
                    </th>
                  ) : (
                    <td key={i}>{cell}</td>
                  ),
                )}
                {props.canEdit ? (
                  <td>
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      onClick={() => setEditing(row.id)}
                    >
                      {props.changeLabel(row)}
                    </button>
                  </td>
                ) : null}
              </tr>
            ),
          )}
        </tbody>
      </table>
      {props.canEdit ? (
        editing === 'new' ? (
          props.form(undefined, done)
        ) : (
          <button type="button" className="button button--secondary" onClick={() => setEditing('new')}>
            {props.addLabel}
          </button>
        )
      ) : null}
    </section>
  );
}
