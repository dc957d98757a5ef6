// What the drift check reports: one line per difference between the CEEMS source and the docs.

export type FactKind = 'flag' | 'metric' | 'config' | 'route';

export interface Finding {
  kind: FactKind;
  /** `undocumented`: the source has it, the docs lack it; `unknown`: the docs name it, the source lacks it. */
  change: 'undocumented' | 'unknown' | 'differs';
  /** What the fact is: `ceems_lb --web.listen-address`, `ceems_rapl_joules_total`, `ceems_lb.strategy`. */
  subject: string;
  detail?: string;
  /** `path:line` in the source tree. */
  source?: string;
  /** `docs/page.md:line`. */
  docs?: string;
}

const HEADINGS: Record<Finding['change'], string> = {
  undocumented: 'in the source, missing from the docs',
  unknown: 'in the docs, missing from the source',
  differs: 'in both, but different',
};

/** The report, grouped by kind and change, or the one line that says the docs and the source agree. */
export function formatFindings(findings: Finding[], counts: Record<FactKind, number>): string {
  const lines: string[] = [];
  for (const kind of ['flag', 'metric', 'config', 'route'] as const) {
    const ofKind = findings.filter((f) => f.kind === kind);
    lines.push(`${kind}s: ${counts[kind]} checked, ${ofKind.length} finding${ofKind.length === 1 ? '' : 's'}`);
    for (const change of ['undocumented', 'unknown', 'differs'] as const) {
      const group = ofKind.filter((f) => f.change === change);
      if (group.length === 0) continue;
      lines.push(`  ${HEADINGS[change]}:`);
      for (const f of group) {
        const where = [f.source, f.docs].filter(Boolean).join(' / ');
        lines.push(`    ${f.subject}${f.detail ? `: ${f.detail}` : ''}${where ? `  (${where})` : ''}`);
      }
    }
  }
  return lines.join('\n');
}
