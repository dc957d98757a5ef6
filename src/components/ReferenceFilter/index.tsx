/**
 * Filter box of the reference pages: narrows the rows of every flag, metric and key table of the page
 * to those containing all the words typed. The tables stay whole in the HTML (browser find, readers
 * without JavaScript); the box shows only once the page is interactive.
 */
import React, {useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import styles from './styles.module.css';

const ROW_SELECTOR = 'tr.reference-row';

/** Rows of the page's reference tables and the tables that hold them. */
function referenceRows(): HTMLTableRowElement[] {
  return Array.from(document.querySelectorAll<HTMLTableRowElement>(ROW_SELECTOR));
}

/** Shows the rows whose text holds every word of the query; hides a table left with none. Returns the count. */
export function applyFilter(rows: HTMLTableRowElement[], query: string): number {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  let shown = 0;
  const tablesWithRows = new Set<HTMLTableElement>();
  for (const row of rows) {
    const text = row.textContent?.toLowerCase() ?? '';
    const match = words.every((word) => text.includes(word));
    row.hidden = !match;
    if (match) {
      shown++;
      const table = row.closest('table');
      if (table) tablesWithRows.add(table);
    }
  }
  for (const table of new Set(rows.map((row) => row.closest('table')))) {
    if (table) table.hidden = words.length > 0 && !tablesWithRows.has(table);
  }
  return shown;
}

export default function ReferenceFilter(): ReactNode {
  const [query, setQuery] = useState('');
  const [counts, setCounts] = useState<{shown: number; total: number}>();
  const rowsRef = useRef<HTMLTableRowElement[]>([]);
  const inputId = useId();

  const filter = useCallback((value: string) => {
    setQuery(value);
    setCounts({shown: applyFilter(rowsRef.current, value), total: rowsRef.current.length});
  }, []);

  useEffect(() => {
    rowsRef.current = referenceRows();
    setCounts({shown: rowsRef.current.length, total: rowsRef.current.length});
    // A link to a row the filter hides clears the filter, so the row is there to scroll to: on a click
    // (before the browser scrolls, even to the hash it already has) and on any other change of the hash.
    const revealRow = (hash: string): void => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (!target?.matches(ROW_SELECTOR) || !target.hidden) return;
      filter('');
      target.scrollIntoView();
    };
    const onHashChange = (): void => revealRow(window.location.hash);
    const onClick = (event: MouseEvent): void => {
      const link = (event.target as Element | null)?.closest?.('a[href*="#"]');
      if (link instanceof HTMLAnchorElement && link.pathname === window.location.pathname) revealRow(link.hash);
    };
    window.addEventListener('hashchange', onHashChange);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('hashchange', onHashChange);
      document.removeEventListener('click', onClick, true);
      applyFilter(rowsRef.current, '');
    };
  }, [filter]);

  return (
    <div className={styles.filter} data-ready={counts ? '' : undefined}>
      <label htmlFor={inputId} className={styles.label}>
        Filter this page
      </label>
      <input
        id={inputId}
        className={styles.input}
        type="search"
        value={query}
        placeholder="gpu, uuid, backup…"
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
        onChange={(event) => filter(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') filter('');
        }}
      />
      <output className={styles.count} aria-live="polite">
        {counts && (query ? `${counts.shown} of ${counts.total} rows` : `${counts.total} rows`)}
      </output>
    </div>
  );
}
