// The tables of a docs page with the heading each sits under: the docs side of the drift check reads the
// references (flags, metrics, configuration keys) from their tables, as a reader does.
import {proseOnly} from '../../../scripts/lib/markdown.ts';

export interface TableRow {
  cells: string[];
  /** 1-based line in the page, for reports. */
  line: number;
}

export interface MarkdownTable {
  /** Text of the nearest h2 and h3 above the table, without `{#id}`. */
  h2: string;
  h3: string;
  header: string[];
  rows: TableRow[];
}

/** Splits a GFM table row on `|`, except inside inline code or after a backslash. */
export function splitRow(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let inCode = false;
  const body = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (ch === '\\' && body[i + 1] === '|') {
      cell += '|';
      i++;
    } else if (ch === '`') {
      inCode = !inCode;
      cell += ch;
    } else if (ch === '|' && !inCode) {
      cells.push(cell.trim());
      cell = '';
    } else {
      cell += ch;
    }
  }
  cells.push(cell.trim());
  return cells;
}

const HEADING = /^(#{2,3})\s+(.*?)\s*(\{#[^}]+\})?\s*$/;
const DELIMITER = /^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;

export function markdownTables(markdown: string): MarkdownTable[] {
  const lines = proseOnly(markdown).split('\n');
  const tables: MarkdownTable[] = [];
  let h2 = '';
  let h3 = '';
  for (let i = 0; i < lines.length; i++) {
    const heading = HEADING.exec(lines[i]);
    if (heading) {
      if (heading[1] === '##') {
        h2 = heading[2];
        h3 = '';
      } else h3 = heading[2];
      continue;
    }
    if (!lines[i].trim().startsWith('|') || !DELIMITER.test(lines[i + 1] ?? '')) continue;
    const table: MarkdownTable = {h2, h3, header: splitRow(lines[i]), rows: []};
    let j = i + 2;
    for (; j < lines.length && lines[j].trim().startsWith('|'); j++)
      table.rows.push({cells: splitRow(lines[j]), line: j + 1});
    tables.push(table);
    i = j - 1;
  }
  return tables;
}

/** The contents of each `inline code` span of a cell. */
export function codeSpans(cell: string): string[] {
  return [...cell.matchAll(/`([^`]*)`/g)].map((m) => m[1]);
}
