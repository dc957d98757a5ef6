// Command-line flags as kingpin declares them: `.Flag("name", help)` chains with their default, environment
// variable, hidden mark and value kind, the `--collector.<name>` switches `RegisterCollector` creates, the
// `--log.*` flags prometheus/common adds, and the command each flag belongs to (ceems_tool's subcommands).
import * as go from './go-parser.ts';
import {resolveString, type Constants} from './go-constants.ts';

export type FlagKind =
  'bool' | 'string' | 'strings' | 'int' | 'float' | 'duration' | 'enum' | 'enums' | 'map' | 'custom';

export interface SourceFlag {
  /** Space-separated command path (`check api-healthy`), empty for flags of the application itself. */
  command: string;
  name: string;
  kind: FlagKind;
  /** Literal defaults; undefined when the default is computed at run time (an expression). */
  defaults: string[] | undefined;
  /** The Go expression of a computed default, for the report. */
  defaultExpression?: string;
  envar?: string;
  hidden: boolean;
  /** Values an enum flag accepts. */
  enumValues?: string[];
  location: string;
}

export interface SourceCommand {
  command: string;
  location: string;
}

const KIND_OF_TERMINAL: Record<string, FlagKind> = {
  Bool: 'bool',
  BoolVar: 'bool',
  String: 'string',
  StringVar: 'string',
  ExistingFile: 'string',
  ExistingFileVar: 'string',
  ExistingDir: 'string',
  ExistingDirVar: 'string',
  ExistingFileOrDir: 'string',
  File: 'string',
  OpenFile: 'string',
  Strings: 'strings',
  StringsVar: 'strings',
  ExistingFiles: 'strings',
  ExistingFilesVar: 'strings',
  Int: 'int',
  IntVar: 'int',
  Int64: 'int',
  Int64Var: 'int',
  Uint: 'int',
  UintVar: 'int',
  Uint64: 'int',
  Uint64Var: 'int',
  Counter: 'int',
  CounterVar: 'int',
  Float64: 'float',
  Float64Var: 'float',
  Float: 'float',
  FloatVar: 'float',
  Duration: 'duration',
  DurationVar: 'duration',
  Enum: 'enum',
  EnumVar: 'enum',
  Enums: 'enums',
  EnumsVar: 'enums',
  StringMap: 'map',
  StringMapVar: 'map',
  SetValue: 'custom',
};

/** The methods called on a chain that starts at `start`, outermost last: `x.Flag().Default().Bool()`. */
function chainFrom(start: go.SyntaxNode): go.SyntaxNode[] {
  const calls = [start];
  let node = start;
  for (;;) {
    const selector = node.parent;
    const call = selector?.parent;
    if (selector?.type !== 'selector_expression' || call?.type !== 'call_expression') break;
    if (selector.childForFieldName('operand')?.id !== node.id) break;
    calls.push(call);
    node = call;
  }
  return calls;
}

/** Identifier (or selector text) a command chain is stored into: `x := app.Command(...)`. */
function assignedName(chainEnd: go.SyntaxNode): string | undefined {
  let node: go.SyntaxNode | null = chainEnd.parent;
  if (node?.type === 'expression_list') node = node.parent;
  if (!node) return undefined;
  if (['short_var_declaration', 'assignment_statement'].includes(node.type)) {
    return node.childForFieldName('left')?.namedChildren[0]?.text;
  }
  if (node.type === 'var_spec') return node.childForFieldName('name')?.text;
  return undefined;
}

/** Maps each variable that holds a kingpin command to its command path, in the order the file declares them. */
function commandPaths(file: go.GoFile, constants: Constants): {paths: Map<string, string>; commands: SourceCommand[]} {
  const paths = new Map<string, string>();
  const commands: SourceCommand[] = [];
  for (const call of go.descendantsOfType(file.root, 'call_expression')) {
    if (go.calledName(call) !== 'Command') continue;
    const name = resolveString(go.callArguments(call)[0], constants);
    const receiver = go.callReceiver(call);
    if (name === undefined || !receiver) continue;
    const parent = paths.get(receiver.text) ?? '';
    const command = parent ? `${parent} ${name}` : name;
    commands.push({command, location: `${file.path}:${go.lineOf(call)}`});
    const chain = chainFrom(call);
    const variable = assignedName(chain[chain.length - 1]);
    if (variable) paths.set(variable, command);
  }
  return {paths, commands};
}

function flagFromChain(
  file: go.GoFile,
  flagCall: go.SyntaxNode,
  name: string,
  command: string,
  constants: Constants,
): SourceFlag {
  const flag: SourceFlag = {
    command,
    name,
    kind: 'custom',
    defaults: [],
    hidden: false,
    location: `${file.path}:${go.lineOf(flagCall)}`,
  };
  for (const call of chainFrom(flagCall).slice(1)) {
    const method = go.calledName(call) ?? '';
    const args = go.callArguments(call);
    if (method === 'Default') {
      const values = args.map((a) => resolveString(a, constants));
      if (values.every((v): v is string => v !== undefined)) flag.defaults = values;
      else {
        flag.defaults = undefined;
        flag.defaultExpression = args.map((a) => a.text).join(', ');
      }
    } else if (method === 'Envar') {
      flag.envar = resolveString(args[0], constants);
    } else if (method === 'Hidden') {
      flag.hidden = true;
    } else if (method in KIND_OF_TERMINAL) {
      flag.kind = KIND_OF_TERMINAL[method];
      if (flag.kind === 'enum' || flag.kind === 'enums') {
        const valueArgs = method.endsWith('Var') ? args.slice(1) : args;
        flag.enumValues = valueArgs.map((a) => resolveString(a, constants) ?? a.text);
      }
    }
  }
  return flag;
}

/** Every flag and command declared in a set of Go files that make up one binary. */
export function extractFlags(
  files: go.GoFile[],
  constants: Constants,
): {flags: SourceFlag[]; commands: SourceCommand[]} {
  const flags: SourceFlag[] = [];
  const commands: SourceCommand[] = [];
  for (const file of files) {
    const {paths, commands: fileCommands} = commandPaths(file, constants);
    commands.push(...fileCommands);
    for (const call of go.descendantsOfType(file.root, 'call_expression')) {
      const called = go.calledName(call);
      const args = go.callArguments(call);
      if (called === 'Flag' && go.callReceiver(call)) {
        const name = resolveString(args[0], constants);
        if (name === undefined) continue; // a name built at run time: RegisterCollector's, handled below
        const receiver = go.callReceiver(call)?.text ?? '';
        flags.push(flagFromChain(file, call, name, paths.get(receiver) ?? '', constants));
      } else if (called === 'RegisterCollector' && args.length >= 2) {
        const collector = resolveString(args[0], constants);
        if (collector === undefined) continue;
        const enabled =
          args[1].text === 'true' ||
          constants.bools.get(`${constants.packageOf.get(call.tree) ?? ''}.${args[1].text}`) === true;
        flags.push({
          command: '',
          name: `collector.${collector}`,
          kind: 'bool',
          defaults: [String(enabled)],
          hidden: false,
          location: `${file.path}:${go.lineOf(call)}`,
        });
      } else if (called === 'New' && go.callReceiver(call)?.text === 'kingpin') {
        // kingpin v2 gives every application these; all but --help are hidden from --help.
        const location = `${file.path}:${go.lineOf(call)}`;
        flags.push({command: '', name: 'help', kind: 'bool', defaults: ['false'], hidden: false, location});
        for (const name of [
          'help-long',
          'help-man',
          'completion-bash',
          'completion-script-bash',
          'completion-script-zsh',
        ]) {
          flags.push({command: '', name, kind: 'bool', defaults: ['false'], hidden: true, location});
        }
      } else if (called === 'Version' && args.length === 1 && go.callReceiver(call)) {
        flags.push({
          command: '',
          name: 'version',
          kind: 'bool',
          defaults: ['false'],
          hidden: false,
          location: `${file.path}:${go.lineOf(call)}`,
        });
      } else if (called === 'AddFlags' && go.callReceiver(call)?.text === 'flag') {
        // prometheus/common's promslog/flag adds these two to every binary that calls it.
        const location = `${file.path}:${go.lineOf(call)}`;
        flags.push(
          {
            command: '',
            name: 'log.level',
            kind: 'enum',
            defaults: ['info'],
            hidden: false,
            enumValues: ['debug', 'info', 'warn', 'error'],
            location,
          },
          {
            command: '',
            name: 'log.format',
            kind: 'enum',
            defaults: ['logfmt'],
            hidden: false,
            enumValues: ['logfmt', 'json'],
            location,
          },
        );
      }
    }
  }
  return {flags, commands};
}
