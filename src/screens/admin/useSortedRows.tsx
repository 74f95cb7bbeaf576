import { useState } from 'react';

type Compare<Row> = (a: Row, b: Row) => number;

/**
 * The sort of a dense staff table (docs/product.md §12.0): one column orders the rows; its header
 * is a button, a second press turns the order round, and `aria-sort` tells assistive technology
 * which column it is and which way. The compare functions break their ties themselves, so the
 * order never depends on the order the server sent.
 */
export function useSortedRows<Row, Key extends string>(
  rows: readonly Row[],
  compare: Record<Key, Compare<Row>>,
  initial: NoInfer<Key>,
  ascending = true,
) {
  const [sort, setSort] = useState<{ key: Key; ascending: boolean }>({ key: initial, ascending });
  const sorted = [...rows].sort((a, b) => (sort.ascending ? 1 : -1) * compare[sort.key](a, b));
  const header = (key: Key, label: string) => (
    <th
      scope="col"
      aria-sort={sort.key === key ? (sort.ascending ? 'ascending' : 'descending') : 'none'}
      className="admin-table__sortable"
    >
      <button
        type="button"
        onClick={() => setSort((now) => ({ key, ascending: now.key === key ? !now.ascending : true }))}
      >
        {label}
        <span aria-hidden="true">{sort.key === key ? (sort.ascending ? ' ▲' : ' ▼') : ' ↕'}</span>
      </button>
    </th>
  );
  return { rows: sorted, header };
}
