import {
  useEffect,
  useId,
  useRef,
  useState,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useLingui } from '@lingui/react/macro';
import { Spinner } from './Spinner';
import { SEARCH_DEBOUNCE_MS } from '@domain/constants';

export type SearchResult = { name: string; value: string | number; resourceName?: string };

export type SearchAsYouTypeProps = {
  label: ReactNode;
  search: (query: string) => Promise<SearchResult[]>;
  onSelect: (result: SearchResult) => void;
  placeholder?: string;
  id?: string;
  /** Default 500 ms (product.md §1.3). */
  debounceMs?: number;
  className?: string;
  /** The text shown at first (the name of what is already chosen). */
  defaultQuery?: string;
  /** Called when the person types: what was chosen before no longer matches the text. */
  onQueryChange?: (query: string) => void;
  /** Extra attributes of the input (name, aria-invalid, aria-describedby, required...). */
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
  /** Rendered under the input (an error line). */
  children?: ReactNode;
};

type Status = 'idle' | 'loading' | 'done';

/** Results in group order (first appearance of each resourceName), so arrows follow the screen. */
function groupResults(results: SearchResult[]) {
  const groups = new Map<string, SearchResult[]>();
  for (const result of results) {
    const key = result.resourceName ?? '';
    groups.set(key, [...(groups.get(key) ?? []), result]);
  }
  return [...groups.entries()].map(([name, items]) => ({ name, items }));
}

/** A combobox that searches as the person types and offers the results as a listbox. */
export function SearchAsYouType({
  label,
  search,
  onSelect,
  placeholder,
  id,
  debounceMs = SEARCH_DEBOUNCE_MS,
  className,
  defaultQuery = '',
  onQueryChange,
  inputProps,
  children,
}: SearchAsYouTypeProps) {
  const { t } = useLingui();
  const baseId = useId();
  const inputId = id ?? `${baseId}-input`;
  const listId = `${baseId}-list`;
  const [query, setQuery] = useState(defaultQuery);
  const [results, setResults] = useState<SearchResult[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const ticket = useRef(0); // answers to older queries are dropped
  const containerRef = useRef<HTMLDivElement>(null);
  // A parent re-rendering with a new `search` function must not restart the debounce.
  const searchRef = useRef(search);
  searchRef.current = search;

  const groups = groupResults(results);
  const ordered = groups.flatMap((group) => group.items);
  const optionId = (index: number) => `${baseId}-option-${index}`;

  useEffect(() => {
    const text = query.trim();
    if (!text || status !== 'loading') return;
    const mine = ticket.current;
    const timer = setTimeout(() => {
      const settle = (found: SearchResult[]) => {
        if (ticket.current !== mine) return;
        setResults(found);
        setActive(-1);
        setStatus('done');
      };
      searchRef.current(text).then(settle, () => settle([]));
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [query, status, debounceMs]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => () => void ticket.current++, []);

  const type = (text: string) => {
    ticket.current++;
    setQuery(text);
    setStatus(text.trim() ? 'loading' : 'idle');
    setOpen(Boolean(text.trim()));
    onQueryChange?.(text);
  };
  const choose = (result: SearchResult) => {
    ticket.current++;
    setQuery(result.name);
    setStatus('idle');
    setOpen(false);
    onSelect(result);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = ordered.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!count) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current < 0 && step < 0 ? count - 1 : (current + step + count) % count));
    } else if (event.key === 'Enter' && open && active >= 0 && ordered[active]) {
      event.preventDefault();
      choose(ordered[active]);
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      setOpen(false);
    }
  };

  const expanded = open && status !== 'idle';
  let index = -1;
  return (
    <div ref={containerRef} className={['search', className ?? ''].join(' ').trim()}>
      <label className="form-label" htmlFor={inputId}>
        {label}
      </label>
      <div className="search-control">
        <input
          {...inputProps}
          id={inputId}
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          className="form-input"
          placeholder={placeholder}
          value={query}
          onChange={(event) => type(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <div className="search-panel" hidden={!expanded}>
          {status === 'loading' ? (
            <p className="search-status" role="status">
              <Spinner size="small" decorative /> {t`Searching…`}
            </p>
          ) : null}
          {status === 'done' && ordered.length === 0 ? (
            <p className="search-status" role="status">
              {t`No results`}
            </p>
          ) : null}
          <div role="listbox" id={listId} aria-label={t`Search results`} className="search-list">
            {status === 'done' &&
              groups.map((group) => {
                const options = group.items.map((result) => {
                  index++;
                  const mine = index;
                  return (
                    <div
                      key={`${group.name}-${result.value}`}
                      id={optionId(mine)}
                      role="option"
                      aria-selected={active === mine}
                      className={active === mine ? 'search-option search-option--active' : 'search-option'}
                      onMouseDown={(event) => event.preventDefault() /* keep focus in the input */}
                      onMouseEnter={() => setActive(mine)}
                      onClick={() => choose(result)}
                    >
                      {result.name}
                    </div>
                  );
                });
                if (!group.name) return options;
                return (
                  <div key={group.name} role="group" aria-label={group.name} className="search-group">
                    <div className="search-group-title" aria-hidden="true">
                      {group.name}
                    </div>
                    {options}
                  </div>
                );
              })}
          </div>
        </div>
      </div>
      {children}
    </div>
  );
}
