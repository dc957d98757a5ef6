// The recording rules `ceems_tool tsdb create-recording-rules` generates: the `record:` names of its rule
// templates, with template expressions reduced to `*` (`instance:{{.HostPowerSeries}}:pue` -> `instance:*:pue`).
import fs from 'node:fs';
import path from 'node:path';
import type {Finding} from './findings.ts';
import {codeSpans, markdownTables} from './markdown-tables.ts';

export interface RecordedSeries {
  name: string;
  location: string;
}

/** `record:` names of one Go-template rules file; `{{ $v }}` resolves through `$v := printf "..."`. */
export function recordedSeries(template: string, file: string): RecordedSeries[] {
  const printfs = new Map<string, string>();
  for (const m of template.matchAll(/\$(\w+)\s*:=\s*printf\s+"([^"]*)"/g))
    printfs.set(m[1], m[2].replace(/%[sdv]/g, '*'));
  const series: RecordedSeries[] = [];
  template.split('\n').forEach((line, i) => {
    const record = /^\s*-?\s*record:\s*(.+?)\s*$/.exec(line);
    if (!record) return;
    const name = record[1]
      .replace(/\{\{-?\s*\$(\w+)\s*-?\}\}/g, (_, v: string) => printfs.get(v) ?? '*')
      .replace(/\{\{[^}]*\}\}/g, '*');
    series.push({name, location: `${file}:${i + 1}`});
  });
  return series;
}

export function readRecordedSeries(tree: string, dir: string): RecordedSeries[] {
  const absolute = path.join(tree, dir);
  if (!fs.existsSync(absolute)) return [];
  return fs
    .readdirSync(absolute)
    .filter((f) => f.endsWith('.rules'))
    .sort()
    .flatMap((f) => recordedSeries(fs.readFileSync(path.join(absolute, f), 'utf8'), path.posix.join(dir, f)));
}

/** Series names of the reference's recording-rule tables (header "Series"); `<name>` reads as `*`. */
export function documentedSeries(markdown: string, page: string): RecordedSeries[] {
  return markdownTables(markdown)
    .filter((t) => /^series$/i.test(t.header[0] ?? ''))
    .flatMap((t) =>
      t.rows.flatMap((row) =>
        codeSpans(row.cells[0]).map((n) => ({name: n.replace(/<[^>]+>/g, '*'), location: `${page}:${row.line}`})),
      ),
    );
}

const glob = (pattern: string): RegExp =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^:]+')}$`,
  );

/** A name matches another when equal, or when one is a pattern that covers the other. */
const covers = (a: string, b: string): boolean => a === b || (a.includes('*') && glob(a).test(b));

export function compareRecordedSeries(source: RecordedSeries[], docs: RecordedSeries[]): Finding[] {
  const findings: Finding[] = [];
  const seen = new Set<string>();
  for (const s of source) {
    if (seen.has(s.name)) continue;
    seen.add(s.name);
    if (!docs.some((d) => covers(d.name, s.name) || covers(s.name, d.name))) {
      findings.push({
        kind: 'metric',
        change: 'undocumented',
        subject: s.name,
        detail: 'recording rule',
        source: s.location,
      });
    }
  }
  for (const d of docs) {
    if (!source.some((s) => covers(s.name, d.name) || covers(d.name, s.name))) {
      findings.push({kind: 'metric', change: 'unknown', subject: d.name, detail: 'recording rule', docs: d.location});
    }
  }
  return findings;
}
