// Metrics: every descriptor of the exporter against the tables of the metrics reference (name, type, labels).
import type {Finding} from './findings.ts';
import type {SourceMetric} from './metrics.ts';
import {codeSpans, markdownTables} from './markdown-tables.ts';

export interface DocumentedMetric {
  name: string;
  type?: string;
  labels?: string[];
  location: string;
}

/** Reads the metric tables of the reference. `<zone>` in a name stands for a run-time part, as `*` does. */
export function documentedMetrics(markdown: string, page: string): DocumentedMetric[] {
  const unitLabels = /\*unit labels\* means ((?:`[^`]+`(?:, | and )?)+)/.exec(markdown);
  const unitLabelNames = unitLabels ? codeSpans(unitLabels[1]) : undefined;
  const metrics: DocumentedMetric[] = [];
  for (const table of markdownTables(markdown)) {
    if (!/^metric$/i.test(table.header[0] ?? '')) continue;
    const typeCol = table.header.findIndex((h) => /^type$/i.test(h));
    const labelCol = table.header.findIndex((h) => /^labels$/i.test(h));
    let previous: string[] | undefined;
    for (const row of table.rows) {
      const names = codeSpans(row.cells[0]).filter((n) => /^[a-zA-Z_][\w<>*]*_[\w<>*]+$/.test(n));
      const labelCell = labelCol >= 0 ? (row.cells[labelCol] ?? '') : '';
      let labels: string[] | undefined;
      if (/^(same )?as above$/i.test(labelCell.trim())) labels = previous;
      else if (/unit labels/i.test(labelCell)) labels = unitLabelNames && [...unitLabelNames, ...codeSpans(labelCell)];
      else if (labelCell.replace(/`[^`]*`|,|\s|and/g, '') === '') labels = codeSpans(labelCell);
      previous = labels;
      for (const name of names) {
        metrics.push({
          name: name.replace(/<[^>]+>/g, '*'),
          type: typeCol >= 0 ? row.cells[typeCol].replace(/`/g, '').trim().toLowerCase() || undefined : undefined,
          labels,
          location: `${page}:${row.line}`,
        });
      }
    }
  }
  return metrics;
}

const sameSet = (a: string[], b: string[]): boolean => a.length === b.length && a.every((x) => b.includes(x));

export function compareMetrics(source: SourceMetric[], docs: DocumentedMetric[]): Finding[] {
  const findings: Finding[] = [];
  const docsByName = new Map<string, DocumentedMetric>();
  for (const d of docs) if (!docsByName.has(d.name)) docsByName.set(d.name, d);
  // One name can have several descriptors (one per collector); the docs must match one of them.
  const variants = new Map<string, SourceMetric[]>();
  for (const m of source) variants.set(m.name, [...(variants.get(m.name) ?? []), m]);
  for (const [name, defs] of variants) {
    const doc = docsByName.get(name);
    const sent = defs.filter((d) => d.sent);
    if (!doc) {
      if (sent.length)
        findings.push({
          kind: 'metric',
          change: 'undocumented',
          subject: name,
          detail: sent[0].type,
          source: sent[0].location,
        });
      continue;
    }
    if (!sent.length) {
      findings.push({
        kind: 'metric',
        change: 'differs',
        subject: name,
        detail: 'declared but never sent by the exporter, docs list it',
        source: defs[0].location,
        docs: doc.location,
      });
      continue;
    }
    const mismatch = (m: SourceMetric): string[] => {
      const out: string[] = [];
      if (m.type && doc.type && !doc.type.startsWith(m.type)) out.push(`type ${m.type}, docs say ${doc.type}`);
      if (m.labels && doc.labels && !sameSet(m.labels, doc.labels))
        out.push(`labels ${m.labels.join(', ') || 'none'}, docs say ${doc.labels.join(', ') || 'none'}`);
      return out;
    };
    const results = sent.map(mismatch);
    if (results.every((r) => r.length > 0)) {
      findings.push({
        kind: 'metric',
        change: 'differs',
        subject: name,
        detail: results[0].join('; '),
        source: sent[0].location,
        docs: doc.location,
      });
    }
  }
  for (const doc of docsByName.values()) {
    if (!variants.has(doc.name))
      findings.push({kind: 'metric', change: 'unknown', subject: doc.name, docs: doc.location});
  }
  return findings;
}
