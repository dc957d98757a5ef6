// Flags: every flag of every binary against the tables of its CLI page (name, kind, default, environment
// variable, and whether it is hidden from --help).
import type {Finding} from './findings.ts';
import type {FlagKind, SourceCommand, SourceFlag} from './flags.ts';
import {codeSpans, markdownTables} from './markdown-tables.ts';

export interface DocumentedFlag {
  command: string;
  name: string;
  type?: string;
  default?: string;
  envar?: string;
  hidden: boolean;
  location: string;
}

const FLAG_TABLE = /^(flag|deprecated flag|hidden flag)s?$/i;
const HIDDEN_SECTION = /hidden|deprecated/i;

export function documentedFlags(markdown: string, page: string, commands: string[]): DocumentedFlag[] {
  const flags: DocumentedFlag[] = [];
  for (const table of markdownTables(markdown)) {
    if (!FLAG_TABLE.test(table.header[0] ?? '')) continue;
    const column = (name: string): number => table.header.findIndex((h) => h.toLowerCase() === name);
    const [typeCol, defaultCol, envCol] = [column('type/value'), column('default'), column('env var')];
    const hidden =
      HIDDEN_SECTION.test(table.h2) || HIDDEN_SECTION.test(table.h3) || HIDDEN_SECTION.test(table.header[0]);
    const sectionCommand = commands.find((c) => table.h2.toLowerCase() === c) ?? '';
    for (const row of table.rows) {
      const names = [...row.cells[0].matchAll(/--(?:\[no-\])?(\w[\w.-]*)/g)].map((m) => m[1]);
      // A hidden flag of a subcommand names its command in its row.
      const rowCommand =
        sectionCommand ||
        commands.find((c) => c.includes(' ') && row.cells.some((cell) => cell.includes(`\`${c}\``))) ||
        '';
      const envar = envCol >= 0 ? codeSpans(row.cells[envCol] ?? '')[0] : undefined;
      for (const name of names) {
        flags.push({
          command: rowCommand,
          name,
          hidden,
          location: `${page}:${row.line}`,
          type: typeCol >= 0 ? row.cells[typeCol] : undefined,
          default: defaultCol >= 0 ? row.cells[defaultCol] : undefined,
          envar,
        });
      }
    }
  }
  return flags;
}

/** The h2 headings of a page, lower-cased and without their `{#id}`: ceems_tool's commands have one each. */
export function documentedSections(markdown: string): string[] {
  return [...markdown.matchAll(/^##\s+(.*?)\s*(?:\{#[^}]+\})?\s*$/gm)].map((m) => m[1].toLowerCase());
}

/** What a page's Type/value cell says about the kind of a flag; undefined when it says nothing checkable. */
export function documentedKind(type: string): FlagKind[] | undefined {
  const text = type.toLowerCase();
  const repeatable = text.includes('repeatable');
  const values = codeSpans(type).filter((v) => !v.startsWith('<'));
  if (text.startsWith('bool')) return ['bool'];
  if (text.includes('enum') || (values.length > 1 && !text.includes('string')))
    return repeatable ? ['enums'] : ['enum'];
  if (repeatable) return ['strings'];
  if (text.startsWith('int')) return ['int'];
  if (text.startsWith('float')) return ['float'];
  // A Prometheus duration is parsed from a string flag; a Go duration is a kingpin Duration.
  if (text.startsWith('duration')) return ['duration', 'string', 'custom'];
  if (text.startsWith('go duration')) return ['duration'];
  if (text.startsWith('string') || text.startsWith('url') || text.startsWith('`<')) return ['string', 'custom'];
  return undefined;
}

const ZERO_VALUES: Partial<Record<FlagKind, string>> = {bool: 'false', int: '0', float: '0'};

function defaultDiffers(flag: SourceFlag, documented: string): string | undefined {
  if (flag.defaults === undefined) return undefined; // computed at run time: the page explains it in words
  const declared = flag.defaults.length ? flag.defaults : [ZERO_VALUES[flag.kind] ?? ''];
  const values = declared.filter((v) => v !== '');
  if (values.length === 0) {
    // An empty default may be described in words ("all accounts", "now"), never as a literal value.
    const first = codeSpans(documented.trim().startsWith('`') ? documented : '')[0];
    return first === undefined || first === '""' ? undefined : `default is empty, docs say ${documented}`;
  }
  const spans = codeSpans(documented);
  const missing = values.filter((v) => !spans.includes(v));
  return missing.length
    ? `default ${values.map((v) => `"${v}"`).join(', ')}, docs say ${documented || 'nothing'}`
    : undefined;
}

export function compareFlags(
  binary: string,
  source: SourceFlag[],
  sourceCommands: SourceCommand[],
  docs: DocumentedFlag[],
  docHeadings: string[],
): Finding[] {
  const findings: Finding[] = [];
  const key = (command: string, name: string): string => `${command}\u0000${name}`;
  const docsByKey = new Map(docs.map((d) => [key(d.command, d.name), d]));
  const sourceKeys = new Set(source.map((f) => key(f.command, f.name)));
  const subject = (command: string, name: string): string => `${binary}${command ? ` ${command}` : ''} --${name}`;

  for (const flag of source) {
    const doc = docsByKey.get(key(flag.command, flag.name));
    const about = subject(flag.command, flag.name);
    if (!doc) {
      findings.push({
        kind: 'flag',
        change: 'undocumented',
        subject: about,
        detail: `${flag.kind}${flag.hidden ? ', hidden' : ''}`,
        source: flag.location,
      });
      continue;
    }
    const differences: string[] = [];
    if (doc.type !== undefined) {
      const kinds = documentedKind(doc.type);
      if (kinds && flag.kind !== 'custom' && !kinds.includes(flag.kind))
        differences.push(`kind is ${flag.kind}, docs say ${doc.type}`);
      if (flag.enumValues && kinds?.some((k) => k.startsWith('enum'))) {
        const spans = codeSpans(doc.type);
        const missing = flag.enumValues.filter((v) => !spans.includes(v));
        const extra = spans.filter((v) => !flag.enumValues?.includes(v));
        if (missing.length || extra.length)
          differences.push(`values are ${flag.enumValues.join(', ')}, docs say ${spans.join(', ')}`);
      }
    }
    if (doc.default !== undefined) {
      const difference = defaultDiffers(flag, doc.default);
      if (difference) differences.push(difference);
    }
    if (doc.default !== undefined || doc.envar !== undefined) {
      if ((flag.envar ?? '') !== (doc.envar ?? ''))
        differences.push(`environment variable ${flag.envar ?? 'none'}, docs say ${doc.envar ?? 'none'}`);
    }
    if (flag.hidden !== doc.hidden)
      differences.push(
        flag.hidden
          ? 'hidden from --help, docs list it with the visible flags'
          : 'shown by --help, docs list it as hidden',
      );
    if (differences.length)
      findings.push({
        kind: 'flag',
        change: 'differs',
        subject: about,
        detail: differences.join('; '),
        source: flag.location,
        docs: doc.location,
      });
  }
  for (const doc of docs) {
    if (sourceKeys.has(key(doc.command, doc.name))) continue;
    findings.push({kind: 'flag', change: 'unknown', subject: subject(doc.command, doc.name), docs: doc.location});
  }
  for (const command of sourceCommands) {
    // Every command a reader can run (one without subcommands) has its own section, named as typed.
    const isLeaf = !sourceCommands.some((c) => c.command.startsWith(`${command.command} `));
    if (isLeaf && !docHeadings.includes(command.command)) {
      findings.push({
        kind: 'flag',
        change: 'undocumented',
        subject: `${binary} ${command.command}`,
        detail: 'command without a section',
        source: command.location,
      });
    }
  }
  return findings;
}
