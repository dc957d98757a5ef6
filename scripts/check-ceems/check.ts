// The drift check over a whole site: reads the source tree and the pages, runs each kind's comparison.
import fs from 'node:fs';
import path from 'node:path';
import {compareFlags, documentedFlags, documentedSections} from './check-flags.ts';
import {compareMetrics, documentedMetrics} from './check-metrics.ts';
import {formatFindings, type FactKind, type Finding} from './findings.ts';
import {extractFlags} from './flags.ts';
import {extractMetrics} from './metrics.ts';
import {collectConstants} from './go-constants.ts';
import type {GoFile} from './go-parser.ts';
import {packageDirs, readPackage} from './source-tree.ts';
import {BINARIES, IGNORED_DIRS, METRIC_PACKAGES, METRICS_PAGE, UNDOCUMENTED_PACKAGES} from './targets.ts';

export interface SiteCheck {
  findings: Finding[];
  counts: Record<FactKind, number>;
  report: string;
}

export async function checkSite(tree: string, site: string): Promise<SiteCheck> {
  const dirs = packageDirs(tree).filter((d) => !IGNORED_DIRS.some((i) => d === i || d.startsWith(`${i}/`)));
  const packages = new Map<string, GoFile[]>();
  for (const dir of dirs) packages.set(dir, await readPackage(tree, dir));
  const allFiles = [...packages.values()].flat();
  const constants = collectConstants(allFiles);
  const readPage = (page: string): string => fs.readFileSync(path.join(site, page), 'utf8');

  const findings: Finding[] = [];
  const counts: Record<FactKind, number> = {flag: 0, metric: 0, config: 0, route: 0};

  // Flags, binary by binary; then any package outside the known binaries that declares flags.
  const owned = new Set(BINARIES.flatMap((b) => b.packages));
  for (const target of BINARIES) {
    const files = target.packages.flatMap((p) => packages.get(p) ?? []);
    const {flags, commands} = extractFlags(files, constants);
    const markdown = readPage(target.page);
    const docs = documentedFlags(markdown, target.page, commands.map((c) => c.command));
    counts.flag += flags.length;
    findings.push(...compareFlags(target.binary, flags, commands, docs, documentedSections(markdown)));
  }
  for (const [dir, files] of packages) {
    if (owned.has(dir) || dir in UNDOCUMENTED_PACKAGES) continue;
    for (const flag of extractFlags(files, constants).flags) {
      findings.push({kind: 'flag', change: 'undocumented', subject: `--${flag.name}`, detail: `declared in ${dir}, which no documented binary is known to include`, source: flag.location});
    }
  }

  const metrics = extractMetrics(METRIC_PACKAGES.flatMap((p) => packages.get(p) ?? []).concat(packages.get('cmd/ceems_exporter') ?? []), constants);
  counts.metric = new Set(metrics.map((m) => m.name)).size;
  findings.push(...compareMetrics(metrics, documentedMetrics(readPage(METRICS_PAGE), METRICS_PAGE)));

  return {findings, counts, report: formatFindings(findings, counts)};
}
