// Configuration keys: every key of every component's file against the configuration reference.
import type {Finding} from './findings.ts';
import type {SourceKey} from './config-keys.ts';
import {codeSpans, markdownTables} from './markdown-tables.ts';

export interface DocumentedKey {
  key: string;
  section: string;
  location: string;
  /** Named in the section's prose rather than in a key table (a deprecated block name, for example). */
  prose?: boolean;
}

/** The keys of the reference's key tables, and the names its prose gives in code, with their h2 section. */
export function documentedKeys(markdown: string, page: string): DocumentedKey[] {
  const keys: DocumentedKey[] = [];
  let section = '';
  markdown.split('\n').forEach((line, i) => {
    const heading = /^##\s+(.*?)\s*(\{#[^}]+\})?\s*$/.exec(line);
    if (heading) section = heading[1];
    else if (!line.trim().startsWith('|')) {
      for (const span of codeSpans(line)) {
        if (/^[a-z_][\w.[\]]*$/.test(span)) keys.push({key: span, section, location: `${page}:${i + 1}`, prose: true});
      }
    }
  });
  for (const table of markdownTables(markdown)) {
    if (!/^key$/i.test(table.header[0] ?? '')) continue;
    for (const row of table.rows) {
      const key = codeSpans(row.cells[0])[0];
      if (key) keys.push({key, section: table.h2, location: `${page}:${row.line}`});
    }
  }
  return keys;
}

const isUnder = (key: string, block: string): boolean => key.startsWith(`${block}.`) || key.startsWith(`${block}[]`);

/** A documented key names a real key, or a map or list that holds real keys (`ceems_lb`, `clusters`). */
function names(documented: string, source: Set<string>): boolean {
  return source.has(documented) || [...source].some((k) => isUnder(k, documented));
}

export function compareConfig(
  section: string,
  source: SourceKey[],
  docs: DocumentedKey[],
  alsoKnown: SourceKey[],
): Finding[] {
  const findings: Finding[] = [];
  const rows = docs.filter((d) => !d.prose);
  const rowKeys = new Set(rows.map((d) => d.key));
  // A block the page describes as one (one row, or a name in the section's prose) with no rows of its own
  // keys documents everything under it: `updaters[].cli`, a deprecated section name.
  const wholeBlocks = docs
    .filter((d) => !d.prose || d.section === section)
    .map((d) => d.key)
    .filter((block) => ![...rowKeys].some((k) => isUnder(k, block)));
  const seen = new Set<string>();
  for (const key of source) {
    if (seen.has(key.key)) continue;
    seen.add(key.key);
    const documented = rowKeys.has(key.key) || wholeBlocks.some((block) => isUnder(key.key, block));
    if (!documented)
      findings.push({kind: 'config', change: 'undocumented', subject: key.key, detail: section, source: key.location});
  }
  const known = new Set([...source, ...alsoKnown].map((k) => k.key));
  for (const doc of rows.filter((d) => d.section === section)) {
    if (!names(doc.key, known))
      findings.push({kind: 'config', change: 'unknown', subject: doc.key, detail: section, docs: doc.location});
  }
  return findings;
}

/** The version go.mod requires of a module, or undefined. */
export function requiredVersion(goMod: string, module: string): string | undefined {
  const escaped = module.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`^\\s*(?:require\\s+)?${escaped}\\s+(v\\S+)`, 'm').exec(goMod)?.[1];
}
