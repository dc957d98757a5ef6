/**
 * Syntax checks of many samples in one process, where starting the tool once per sample is most of the check's
 * cost. Each gives, per file, the result the tool gives that file when it is run on it alone, or undefined where it
 * cannot tell; check-samples checks a file again alone, with the tool's own command, whenever its batch result is
 * missing or has errors, and that verdict and its messages are the ones reported. So a batch only ever saves the
 * processes of the files that pass, and it may pass only what the tool passes.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import {runProcess, type ProcessResult} from './process';

export type ToolResult = Pick<ProcessResult, 'status' | 'stdout' | 'stderr'>;

const PASSED: ToolResult = {status: 0, stdout: '', stderr: ''};

/**
 * The module format `node --check` gives a file by its name, as Node decides it (the extension, then the `type` of the
 * nearest package.json): 'commonjs', or undefined for ES modules and anything else.
 */
export function commonJsByName(file: string): 'commonjs' | undefined {
  const ext = path.extname(file);
  if (ext === '.cjs') return 'commonjs';
  if (ext !== '.js') return undefined;
  for (let dir = path.dirname(path.resolve(file)); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      try {
        const type = (JSON.parse(fs.readFileSync(manifest, 'utf8')) as {type?: unknown}).type;
        return type === 'module' ? undefined : 'commonjs';
      } catch {
        return undefined;
      }
    }
    if (path.dirname(dir) === dir) return 'commonjs';
  }
}

/**
 * `node --check` on each file, in this process: a CommonJS file (by its name, as Node decides) is compiled as Node
 * compiles a CommonJS module, a function of (exports, require, module, __filename, __dirname) with the file's text as
 * `node --check` reads it (UTF-8, nothing stripped). What compiles passes; `node --check` compiles it the same way
 * first. Anything else (a syntax error, which Node may still accept as an ES module by detection; an ES module by
 * name; a node on PATH that is not this one) is left to `node --check`.
 */
/** Whether the program is a node of this process's version, by name. */
const sameNode = new Map<string, boolean>();

export async function nodeCheckBatch(files: string[], node = 'node'): Promise<(ToolResult | undefined)[]> {
  if (!sameNode.has(node)) {
    const version = spawnSync(node, ['--version'], {encoding: 'utf8'});
    sameNode.set(node, version.status === 0 && version.stdout.trim() === process.version);
  }
  if (!sameNode.get(node)) return files.map(() => undefined);
  return files.map((file) => {
    if (commonJsByName(file) !== 'commonjs') return undefined;
    try {
      vm.compileFunction(fs.readFileSync(file, 'utf8'), ['exports', 'require', 'module', '__filename', '__dirname'], {
        filename: file,
      });
      return PASSED;
    } catch {
      return undefined;
    }
  });
}

/** What `python -m py_compile FILE` does for one file (compile(FILE, doraise=True)), for each file in turn. */
const PY_COMPILE_EACH = `import py_compile, sys
for i, f in enumerate(sys.argv[1:]):
    try:
        py_compile.compile(f, doraise=True)
        print(i, "ok")
    except Exception:
        print(i, "failed")
`;

/**
 * `python -m py_compile` on each file in one interpreter. (`python -m py_compile A B` stops at the first file that
 * fails, so it cannot check many.) A file passes when py_compile.compile(FILE, doraise=True) returns, which is all
 * `-m py_compile FILE` does.
 */
export async function pyCompileBatch(files: string[], python: string): Promise<(ToolResult | undefined)[]> {
  const result = await runProcess(python, ['-c', PY_COMPILE_EACH, ...files], {timeoutMs: 120_000});
  return passedByIndex(files, result.stdout);
}

/** The files whose index a batch printed on a line "<index> ok". */
function passedByIndex(files: string[], stdout: string): (ToolResult | undefined)[] {
  const ok = new Set(
    stdout
      .split('\n')
      .filter((l) => /^\d+ ok$/.test(l))
      .map((l) => Number(l.split(' ')[0])),
  );
  return files.map((_f, i) => (ok.has(i) ? PASSED : undefined));
}

/** What the R check does for one file (`invisible(parse(file = FILE))`, failing on an error), for each file in turn. */
const R_PARSE_EACH =
  'files <- commandArgs(trailingOnly = TRUE); for (i in seq_along(files)) cat(sprintf("%d %s\\n", i - 1L, ' +
  'if (tryCatch({ invisible(parse(file = files[[i]])); TRUE }, error = function(e) FALSE)) "ok" else "failed"))';

/**
 * R's parse() on each file in one R session, started as the check starts R (`options`: --default-packages=NULL). A
 * file passes when parse() returns without an error, which is when the check's `Rscript -e` exits 0.
 */
export async function rParseBatch(files: string[], options: string[]): Promise<(ToolResult | undefined)[]> {
  const result = await runProcess('Rscript', [...options, '-e', R_PARSE_EACH, ...files], {timeoutMs: 120_000});
  return passedByIndex(files, result.stdout);
}

/**
 * The `java` of the JDK whose `javac` is first on PATH (the compiler the batch stands in for), or undefined: another
 * `java` on PATH may belong to another JDK, whose compiler accepts other code.
 */
function javaBesideJavac(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const javac = path.join(dir, 'javac');
    if (!fs.existsSync(javac)) continue;
    const java = path.join(path.dirname(fs.realpathSync(javac)), 'java');
    return fs.existsSync(java) ? java : undefined;
  }
  return undefined;
}

/**
 * javac on each file in one JVM (JavacBatch.java: the JDK's compiler, once per file, with the command line's
 * arguments -proc:none -d <dir>/classes FILE): per file javac's exit code and messages, read from the javac.status
 * and javac.out it writes beside the file. `jvmOptions` are the JVM's (javac's -J options).
 */
export async function javacBatch(files: string[], jvmOptions: string[]): Promise<(ToolResult | undefined)[]> {
  const java = javaBesideJavac();
  if (!java) return files.map(() => undefined);
  const launcher = path.join(__dirname, 'JavacBatch.java');
  await runProcess(java, [...jvmOptions, launcher, ...files], {timeoutMs: 60_000 + files.length * 10_000});
  return files.map((file) => {
    const dir = path.dirname(file);
    try {
      const status = Number(fs.readFileSync(path.join(dir, 'javac.status'), 'utf8'));
      const output = fs.readFileSync(path.join(dir, 'javac.out'), 'utf8');
      return Number.isInteger(status) ? {status, stdout: '', stderr: output} : undefined;
    } catch {
      return undefined;
    }
  });
}
