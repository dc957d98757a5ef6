// The drift check over a whole site: reads the source tree and the pages, runs each kind's comparison.
import fs from 'node:fs';
import path from 'node:path';
import {compareFlags, documentedFlags, documentedSections} from './check-flags.ts';
import {compareConfig, documentedKeys, requiredVersion} from './check-config.ts';
import {compareMetrics, documentedMetrics} from './check-metrics.ts';
import {compareRoutes, documentedOperations} from './check-routes.ts';
import {formatFindings, type FactKind, type Finding} from './findings.ts';
import {extractFlags} from './flags.ts';
import {indexStructs, keysOf, type SourceKey} from './config-keys.ts';
import {extractMetrics} from './metrics.ts';
import {compareRecordedSeries, documentedSeries, readRecordedSeries} from './recording-rules.ts';
import {extractRoutes} from './routes.ts';
import {collectConstants} from './go-constants.ts';
import type {GoFile} from './go-parser.ts';
import {packageDirs, readPackage} from './source-tree.ts';
import {CEEMS_TARGETS, type CheckTargets} from './targets.ts';

export interface SiteCheck {
  findings: Finding[];
  counts: Record<FactKind, number>;
  report: string;
}

export async function checkSite(tree: string, site: string, targets: CheckTargets = CEEMS_TARGETS): Promise<SiteCheck> {
  const {
    binaries,
    undocumentedPackages,
    ignoredDirs,
    metricsPage,
    metricPackages,
    rulesDir,
    apiRoutesPackage,
    swaggerFile,
    configPage,
    configSections,
    externalConfig,
  } = targets;
  const dirs = packageDirs(tree).filter((d) => !ignoredDirs.some((i) => d === i || d.startsWith(`${i}/`)));
  const packages = new Map<string, GoFile[]>();
  for (const dir of dirs) packages.set(dir, await readPackage(tree, dir));
  const allFiles = [...packages.values()].flat();
  const constants = collectConstants(allFiles);
  const readPage = (page: string): string => fs.readFileSync(path.join(site, page), 'utf8');

  const findings: Finding[] = [];
  const counts: Record<FactKind, number> = {flag: 0, metric: 0, config: 0, route: 0};

  // Flags, binary by binary; then any package outside the known binaries that declares flags.
  const owned = new Set(binaries.flatMap((b) => b.packages));
  for (const target of binaries) {
    const files = target.packages.flatMap((p) => packages.get(p) ?? []);
    const {flags, commands} = extractFlags(files, constants);
    const markdown = readPage(target.page);
    const docs = documentedFlags(
      markdown,
      target.page,
      commands.map((c) => c.command),
    );
    counts.flag += flags.length;
    findings.push(...compareFlags(target.binary, flags, commands, docs, documentedSections(markdown)));
  }
  for (const [dir, files] of packages) {
    if (owned.has(dir) || dir in undocumentedPackages) continue;
    for (const flag of extractFlags(files, constants).flags) {
      findings.push({
        kind: 'flag',
        change: 'undocumented',
        subject: `--${flag.name}`,
        detail: `declared in ${dir}, which no documented binary is known to include`,
        source: flag.location,
      });
    }
  }

  const metrics = extractMetrics(
    metricPackages.flatMap((p) => packages.get(p) ?? []),
    constants,
  );
  counts.metric = new Set(metrics.map((m) => m.name)).size;
  findings.push(...compareMetrics(metrics, documentedMetrics(readPage(metricsPage), metricsPage)));
  const series = readRecordedSeries(tree, rulesDir);
  counts.metric += new Set(series.map((s) => s.name)).size;
  findings.push(...compareRecordedSeries(series, documentedSeries(readPage(metricsPage), metricsPage)));

  // Configuration keys, section by section of the reference.
  const goMod = fs.readFileSync(path.join(tree, 'go.mod'), 'utf8');
  const modulePath = /^module\s+(\S+)/m.exec(goMod)?.[1] ?? '';
  const structs = indexStructs(allFiles, modulePath);
  const configDocs = documentedKeys(readPage(configPage), configPage);
  const sectionKeys = new Map<string, SourceKey[]>(
    configSections.map((s) => [s.heading, s.roots.flatMap((r) => keysOf(structs, r.type, r.prefix))]),
  );
  for (const section of configSections) {
    const keys = sectionKeys.get(section.heading) ?? [];
    counts.config += new Set(keys.map((k) => k.key)).size;
    const alsoKnown = (section.alsoNames ?? []).flatMap((h) => sectionKeys.get(h) ?? []);
    findings.push(...compareConfig(section.heading, keys, configDocs, alsoKnown));
  }
  for (const external of externalConfig) {
    const required = requiredVersion(goMod, external.module);
    if (required !== external.version) {
      findings.push({
        kind: 'config',
        change: 'differs',
        subject: `${external.module} (section "${external.heading}")`,
        detail: `documented for ${external.version}, go.mod requires ${required ?? 'nothing'}`,
        source: 'go.mod',
      });
    }
  }

  const routes = extractRoutes(packages.get(apiRoutesPackage) ?? [], constants);
  counts.route = routes.length;
  findings.push(...compareRoutes(routes, documentedOperations(readPage(swaggerFile)), swaggerFile));

  return {findings, counts, report: formatFindings(findings, counts)};
}
