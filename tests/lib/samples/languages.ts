/**
 * How each language's samples are checked and which ones are run. A check writes the sample (wrapped
 * where the generator writes a fragment) to a file and runs the language's own parser or compiler on it;
 * a run executes the sample, rewritten to call the mock.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {javacBatch, nodeCheckBatch, pyCompileBatch, rParseBatch, type ToolResult} from './batch';
import {goBuildCombined} from './go-build';

/** One command on one file: the tool, its arguments, and how to read its result. */
export interface ToolCheck {
  /** The program that must be on PATH */
  tool: string;
  /** What the report calls this check */
  name: string;
  /** File name the sample is written to */
  file: string;
  /** The file's content, from the sample's code */
  wrap?: (code: string) => string;
  args: (file: string) => string[];
  /**
   * The errors in the tool's output, or none. Default: none when the exit code is 0, else the output.
   * Tools that also report what is no syntax error (formatting, missing libraries) filter here.
   */
  errors?: (result: {status: number | null; stdout: string; stderr: string}) => string[];
  /**
   * The same check of many files in one process (batch.ts): per file the tool's result for that file alone, or
   * undefined. A file whose batch result is missing or has errors is checked again alone with `args`, and that
   * result is the one reported.
   */
  batch?: (files: string[]) => Promise<(ToolResult | undefined)[]>;
}

/** How a sample is executed: the program and its arguments, after it is written to `file`. */
export interface RunSpec {
  tool: string;
  file: string;
  wrap?: (code: string) => string;
  /** The commands to run in order; the last one's standard output must carry the answer's body */
  commands: (file: string, dir: string) => string[][];
  /** Extra environment */
  env?: (dir: string) => Record<string, string>;
  /**
   * Builds many samples at once before they run: given their files' contents (each already pointed at the mock it
   * will run against) and a directory of its own, per sample the command that runs it instead of `commands`, or
   * undefined to run it by `commands`.
   */
  build?: (codes: string[], dir: string) => Promise<(string[] | undefined)[]>;
  /** Whether this variant can run here: its library is present */
  available?: () => string | undefined;
  timeoutMs?: number;
}

export interface LanguageSpec {
  /** Syntax check by the language's tool; undefined: the structural check only */
  check?: ToolCheck;
  /** Variants that are executed against the mock, by variant key */
  run?: Record<string, RunSpec>;
}

function lines(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l !== '');
}

function defaultErrors(result: {status: number | null; stdout: string; stderr: string}): string[] {
  if (result.status === 0) return [];
  const out = lines(result.stderr + '\n' + result.stdout);
  return out.length ? out : [`exit code ${result.status}`];
}

/** C samples are statements: they go into main, with libcurl's header. */
export function wrapC(code: string): string {
  if (/\bint\s+main\s*\(/.test(code)) return code;
  return `#include <stdio.h>\n#include <curl/curl.h>\n\nint main(void) {\n${code}\nreturn 0;\n}\n`;
}

/** Java (Unirest) samples are statements: they go into a class's main method. */
export function wrapJava(code: string): string {
  if (/\bclass\s+\w+/.test(code)) return code;
  return `public class Sample {\npublic static void main(String[] args) throws Exception {\n${code}\n}\n}\n`;
}

/** C# samples are statements, some with await: they go into an async Main. */
export function wrapCSharp(code: string): string {
  if (/\bclass\s+\w+/.test(code)) return code;
  return `class Sample {\nstatic async System.Threading.Tasks.Task Main() {\n${code}\n}\n}\n`;
}

/**
 * javac without the Unirest library: parse and attribution errors about the library's names
 * ("cannot find symbol", "package ... does not exist") are expected; any other error is a defect.
 */
export function javacErrors(result: {status: number | null; stdout: string; stderr: string}): string[] {
  if (result.status === 0) return [];
  const messages = lines(result.stderr + '\n' + result.stdout).filter((l) => /^\S+\.java:\d+: error: /.test(l));
  const defects = messages.filter((l) => !/error: (cannot find symbol|package \S+ does not exist)$/.test(l));
  return messages.length === 0 ? defaultErrors(result) : defects;
}

/** rustfmt exits 1 both for a formatting difference and for a parse error: only errors count. */
export function rustfmtErrors(result: {status: number | null; stdout: string; stderr: string}): string[] {
  if (result.status === 0) return [];
  const errors = lines(result.stderr).filter((l) => /^error/.test(l));
  if (errors.length) return lines(result.stderr);
  // A formatting difference: the diff is on stdout and stderr is empty.
  return result.stderr.trim() === '' ? [] : lines(result.stderr);
}

function moduleAvailable(name: string, nodePath: string): () => string | undefined {
  return () => {
    try {
      require.resolve(name, {paths: [nodePath]});
      return undefined;
    } catch {
      return `the ${name} module is not installed`;
    }
  };
}

/** The Python interpreter itself, past version-manager shims that cost a process or two per call. */
function pythonExecutable(): string {
  if (pythonPath === undefined) {
    const result = spawnSync('python3', ['-c', 'import sys; print(sys.executable)'], {encoding: 'utf8'});
    pythonPath = result.status === 0 && result.stdout.trim() ? result.stdout.trim() : 'python3';
  }
  return pythonPath;
}
let pythonPath: string | undefined;

/**
 * The JVM's options for javac. A compile this short is over before the JVM's optimising compiler pays off: the first
 * tier alone and the serial collector take a third less processor time, and javac's messages are the same.
 */
const JAVAC_JVM = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

/** `node --check`, for the Node.js and the browser JavaScript samples alike, in one process for all of them. */
const NODE_CHECK: ToolCheck = {
  tool: 'node',
  name: 'node --check',
  file: 'sample.js',
  args: (f) => ['--check', f],
  batch: (files) => nodeCheckBatch(files),
};

/** The go command's environment for a sample in `dir` (work/<n>): a build cache and GOPATH shared by the samples. */
function goEnv(dir: string): Record<string, string> {
  return {
    GOCACHE: path.join(dir, '..', 'go-cache'),
    GOPATH: path.join(dir, '..', 'go-path'),
    GOFLAGS: '-mod=mod',
    GOTOOLCHAIN: 'local',
    GOPROXY: 'off',
  };
}

export function languageSpecs(siteRoot: string): Record<string, LanguageSpec> {
  const python = pythonExecutable();
  const nodeModules = path.join(siteRoot, 'node_modules');
  const nodeEnv = (): Record<string, string> => ({NODE_PATH: nodeModules});
  return {
    python: {
      check: {
        tool: python,
        name: 'python3 -m py_compile',
        file: 'sample.py',
        args: (f) => ['-m', 'py_compile', f],
        batch: (files) => pyCompileBatch(files, python),
      },
      run: {
        'http.client': {tool: python, file: 'sample.py', commands: (f) => [[python, f]]},
        Requests: {
          tool: python,
          file: 'sample.py',
          commands: (f) => [[python, f]],
          available: () => (pythonHas('requests') ? undefined : 'the requests module is not installed'),
        },
      },
    },
    curl: {
      check: {tool: 'bash', name: 'bash -n', file: 'sample.sh', args: (f) => ['-n', f]},
      run: {cURL: {tool: 'curl', file: 'sample.sh', commands: (f) => [['bash', f]]}},
    },
    nodejs: {
      check: NODE_CHECK,
      run: {
        Native: {
          tool: 'node',
          file: 'sample.js',
          commands: (f) => [['node', f]],
          env: nodeEnv,
          available: moduleAvailable('follow-redirects', siteRoot),
        },
        Axios: {
          tool: 'node',
          file: 'sample.js',
          commands: (f) => [['node', f]],
          env: nodeEnv,
          available: moduleAvailable('axios', siteRoot),
        },
        Request: {
          tool: 'node',
          file: 'sample.js',
          commands: (f) => [['node', f]],
          env: nodeEnv,
          available: moduleAvailable('request', siteRoot),
        },
        Unirest: {
          tool: 'node',
          file: 'sample.js',
          commands: (f) => [['node', f]],
          env: nodeEnv,
          available: moduleAvailable('unirest', siteRoot),
        },
      },
    },
    javascript: {
      check: NODE_CHECK,
      // fetch and Headers are Node.js globals: the browser sample runs as it is.
      run: {Fetch: {tool: 'node', file: 'sample.js', commands: (f) => [['node', f]]}},
    },
    ruby: {
      check: {tool: 'ruby', name: 'ruby -c', file: 'sample.rb', args: (f) => ['-c', f]},
      run: {'Net::HTTP': {tool: 'ruby', file: 'sample.rb', commands: (f) => [['ruby', f]]}},
    },
    php: {
      check: {tool: 'php', name: 'php -l', file: 'sample.php', args: (f) => ['-l', f]},
      run: {
        cURL: {
          tool: 'php',
          file: 'sample.php',
          commands: (f) => [['php', f]],
          available: () => (phpHas('curl') ? undefined : "PHP's curl extension is not installed"),
        },
      },
    },
    go: {
      check: {
        tool: 'gofmt',
        name: 'gofmt -e',
        file: 'sample.go',
        args: (f) => ['-e', f],
        errors: (r) => (r.status === 0 ? [] : lines(r.stderr)),
      },
      run: {
        Native: {
          tool: 'go',
          file: 'sample.go',
          commands: (f) => [['go', 'run', f]],
          env: goEnv,
          build: (codes, dir) => goBuildCombined(codes, dir, goEnv(dir)),
          timeoutMs: 180_000,
        },
      },
    },
    c: {
      check: {
        tool: 'gcc',
        name: 'gcc -fsyntax-only (libcurl headers)',
        file: 'sample.c',
        wrap: wrapC,
        args: (f) => ['-fsyntax-only', '-Werror=implicit-function-declaration', f],
      },
      run: {
        libcurl: {
          tool: 'gcc',
          file: 'sample.c',
          wrap: wrapC,
          commands: (f, dir) => [['gcc', '-o', path.join(dir, 'sample'), f, '-lcurl'], [path.join(dir, 'sample')]],
          timeoutMs: 60_000,
        },
      },
    },
    rust: {
      check: {
        tool: 'rustfmt',
        name: 'rustfmt --check (parse errors only)',
        file: 'sample.rs',
        args: (f) => ['--check', '--edition', '2021', f],
        errors: rustfmtErrors,
      },
    },
    r: {
      check: {
        tool: 'Rscript',
        name: "R's parse()",
        file: 'sample.R',
        // parse() is base R: without the default packages (methods, stats, ...) R starts in a quarter of the time.
        args: (f) => ['--default-packages=NULL', '-e', `invisible(parse(file = ${JSON.stringify(f)}))`],
        batch: (files) => rParseBatch(files, ['--default-packages=NULL']),
      },
    },
    ocaml: {
      check: {
        tool: 'ocamlc',
        name: 'ocamlc -stop-after parsing',
        file: 'sample.ml',
        args: (f) => ['-stop-after', 'parsing', '-c', '-o', f.replace(/\.ml$/, ''), f],
      },
    },
    java: {
      check: {
        tool: 'javac',
        name: 'javac -proc:none (only unknown-symbol errors allowed)',
        file: 'Sample.java',
        wrap: wrapJava,
        args: (f) => [...JAVAC_JVM.map((o) => `-J${o}`), '-proc:none', '-d', path.join(path.dirname(f), 'classes'), f],
        errors: javacErrors,
        batch: (files) => javacBatch(files, JAVAC_JVM),
      },
    },
    csharp: {
      check: {tool: 'mcs', name: 'mcs --parse', file: 'sample.cs', wrap: wrapCSharp, args: (f) => ['--parse', f]},
    },
    // No Debian package parses these: the structural check alone.
    swift: {},
    kotlin: {},
    dart: {},
    powershell: {},
    'objective-c': {},
  };
}

function pythonHas(module: string): boolean {
  return spawnSync(pythonExecutable(), ['-c', `import ${module}`], {stdio: 'ignore'}).status === 0;
}

function phpHas(extension: string): boolean {
  return (
    spawnSync('php', ['-r', `exit(extension_loaded(${JSON.stringify(extension)}) ? 0 : 1);`], {stdio: 'ignore'})
      .status === 0
  );
}
