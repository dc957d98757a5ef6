/**
 * Filter box of the reference pages: narrows the rows of every flag, metric and key table of the page
 * to those containing all the words typed. The tables stay whole in the HTML (browser find, readers
 * without JavaScript); the box shows only once the page is interactive.
 */
import React, {useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import styles from './styles.module.css';

const ROW_SELECTOR = 'tr.reference-row';

/** Marks the row the address points at: `:target` does not follow a client-side navigation, this does. */
export const TARGET_ROW_CLASS = 'reference-row--target';

/** The height the sticky box takes at the top of the window, for scroll-margin (styles.module.css). */
const OFFSET_PROPERTY = '--reference-filter-offset';

/** Marks the row `hash` names (and no other) and returns it, or undefined when it names none. */
export function markTargetRow(document: Document, hash: string): HTMLTableRowElement | undefined {
  for (const marked of Array.from(document.querySelectorAll(`.${TARGET_ROW_CLASS}`)))
    marked.classList.remove(TARGET_ROW_CLASS);
  if (hash.length < 2) return undefined;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return undefined;
  }
  const target = document.getElementById(id);
  if (!(target instanceof HTMLTableRowElement) || !target.matches(ROW_SELECTOR)) return undefined;
  target.classList.add(TARGET_ROW_CLASS);
  return target;
}

/**
 * Hides each h2 or h3 whose section holds reference tables that are all hidden, and shows it again when one
 * is not: the headings of the page in document order, a section running to the next heading of its level
 * or above.
 */
export function hideEmptySections(root: ParentNode): void {
  const items = Array.from(root.querySelectorAll<HTMLElement>('h2, h3, table'));
  items.forEach((item, index) => {
    if (item.tagName === 'TABLE') return;
    const level = Number(item.tagName.slice(1));
    let tables = 0;
    let hidden = 0;
    for (const next of items.slice(index + 1)) {
      if (next.tagName !== 'TABLE' && Number(next.tagName.slice(1)) <= level) break;
      if (next.tagName === 'TABLE' && next.querySelector(ROW_SELECTOR)) {
        tables++;
        if (next.hidden) hidden++;
      }
    }
    item.hidden = tables > 0 && hidden === tables;
  });
}

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

/** The part of the page the headings and tables are in. */
const articleOf = (element: Element | null): ParentNode => element?.closest('article') ?? document;

export default function ReferenceFilter(): ReactNode {
  const [query, setQuery] = useState('');
  const [counts, setCounts] = useState<{shown: number; total: number}>();
  const rowsRef = useRef<HTMLTableRowElement[]>([]);
  const boxRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const {hash} = useLocation();

  const filter = useCallback((value: string, bringIntoView = false) => {
    setQuery(value);
    const shown = applyFilter(rowsRef.current, value);
    setCounts({shown, total: rowsRef.current.length});
    hideEmptySections(articleOf(boxRef.current));
    // The first match may be far down the page: bring its table up under the box, header first (the match is
    // the table's first row shown), unless the match is already in sight.
    const first = bringIntoView && value.trim() ? rowsRef.current.find((row) => !row.hidden) : undefined;
    const box = boxRef.current?.getBoundingClientRect();
    const rect = first?.getBoundingClientRect();
    if (first && rect && box && (rect.top < box.bottom || rect.bottom > window.innerHeight))
      (first.closest('table') ?? first).scrollIntoView({block: 'start'});
  }, []);

  // The box's height (it wraps on a narrow screen) is how far below the navbar anchored rows and headings stop.
  // Declared first: effects run in order, and the one below scrolls with this margin.
  useEffect(() => {
    const box = boxRef.current;
    if (!box || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const keepOffset = (): void => root.style.setProperty(OFFSET_PROPERTY, `${box.offsetHeight}px`);
    // Set now, before the effect below scrolls to the target row; kept up to date when the box wraps.
    keepOffset();
    const observer = new ResizeObserver(keepOffset);
    observer.observe(box);
    return () => {
      observer.disconnect();
      root.style.removeProperty(OFFSET_PROPERTY);
    };
  }, []);

  // The row the address points at is marked on every arrival: a full load, a client-side navigation (a
  // search result), a change of the hash; the browser's own scroll may have run before the page was there.
  useEffect(() => {
    const target = markTargetRow(document, hash);
    if (target) target.scrollIntoView({block: 'start'});
  }, [hash]);

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
      hideEmptySections(document);
    };
  }, [filter]);

  return (
    <div ref={boxRef} className={styles.filter} data-ready={counts ? '' : undefined}>
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
        onChange={(event) => filter(event.target.value, true)}
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
