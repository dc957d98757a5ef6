/**
 * Go samples built into one program instead of one `go run` each (a go command, a compile and a link per sample, the
 * link most of it). Each sample becomes a package of its own, its source unchanged but for its package clause, with
 * a file that exports its main; the program runs the one its first argument names, with no other arguments, as
 * `go run FILE` runs it. Only samples made of imports and `func main()` alone are built so (nothing else at the top
 * level, so nothing of one sample runs when another does); the others, and all of them when the build fails, are
 * left to `go run`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {runProcess} from './process';

/** Whether the sample can be a package of the combined program: `package main`, imports and `func main()` only. */
export function combinable(code: string): boolean {
  const packageClauses = code.match(/^package\s+\w+/gm) ?? [];
  if (packageClauses.length !== 1 || !/^package\s+main\s*$/m.test(code)) return false;
  // Every top-level declaration starts in column 0 in gofmt's layout: only import and one func main may.
  const declarations = code.match(/^(?:func|var|const|type)\b.*$/gm) ?? [];
  return declarations.length === 1 && /^func\s+main\s*\(\s*\)\s*\{\s*$/.test(declarations[0]);
}

/**
 * Builds the combinable codes into one program in `dir` (a module of its own, at the toolchain's language version, as
 * `go run FILE` outside a module compiles), with `env` (GOCACHE, GOFLAGS, ...). For each code, the command that runs
 * it, or undefined: not combinable, or the build failed.
 */
export async function goBuildCombined(
  codes: string[],
  dir: string,
  env: Record<string, string>,
): Promise<(string[] | undefined)[]> {
  const none = codes.map(() => undefined);
  const members = codes.flatMap((code, i) => (combinable(code) ? [i] : []));
  if (members.length < 2) return none;
  const version = await runProcess('go', ['env', 'GOVERSION'], {env, timeoutMs: 60_000});
  const language = /^go(\d+\.\d+)/.exec(version.stdout.trim())?.[1];
  if (version.status !== 0 || !language) return none;
  fs.mkdirSync(dir, {recursive: true});
  fs.writeFileSync(path.join(dir, 'go.mod'), `module samples\n\ngo ${language}\n`);
  for (const i of members) {
    const pkg = path.join(dir, `s${i}`);
    fs.mkdirSync(pkg);
    fs.writeFileSync(path.join(pkg, 'sample.go'), codes[i].replace(/^package\s+main\s*$/m, `package s${i}`));
    fs.writeFileSync(path.join(pkg, 'zz_main.go'), `package s${i}\n\nfunc Main() { main() }\n`);
  }
  fs.writeFileSync(
    path.join(dir, 'main.go'),
    'package main\n\nimport (\n\t"fmt"\n\t"os"\n' +
      members.map((i) => `\ts${i} "samples/s${i}"\n`).join('') +
      ')\n\nfunc main() {\n\tname := os.Args[1]\n\tos.Args = os.Args[:1]\n\tswitch name {\n' +
      members.map((i) => `\tcase "s${i}":\n\t\ts${i}.Main()\n`).join('') +
      '\tdefault:\n\t\tfmt.Fprintln(os.Stderr, "no sample", name)\n\t\tos.Exit(2)\n\t}\n}\n',
  );
  const program = path.join(dir, 'samples');
  const build = await runProcess('go', ['build', '-o', program, '.'], {cwd: dir, env, timeoutMs: 300_000});
  if (build.status !== 0) return none;
  return codes.map((_c, i) => (members.includes(i) ? [program, `s${i}`] : undefined));
}
