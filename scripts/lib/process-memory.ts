import {execFileSync} from 'node:child_process';
import fs from 'node:fs';

/** A process and all its descendants, read from `ps` (empty when `ps` fails). */
function processTree(rootPid: number): number[] {
  let table: string;
  try {
    table = execFileSync('ps', ['-eo', 'pid=,ppid='], {encoding: 'utf8'});
  } catch {
    return [];
  }
  const children = new Map<number, number[]>();
  for (const line of table.trim().split('\n')) {
    const [pid, ppid] = line.trim().split(/\s+/).map(Number);
    children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  const tree: number[] = [];
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop()!;
    tree.push(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** Fields of /proc/<pid>/stat after the command's closing parenthesis (Linux), or undefined once it ended. */
function statFields(pid: number): string[] | undefined {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  } catch {
    return undefined;
  }
}

/** Resident memory in bytes of a process and all its descendants. */
export function treeRss(rootPid: number): number {
  const pageBytes = 4096;
  // rss (pages) is the 24th field of stat, the 22nd after the command.
  return processTree(rootPid).reduce((sum, pid) => sum + Number(statFields(pid)?.[21] ?? 0) * pageBytes, 0);
}

/** CPU seconds (user and system) a process and its descendants have used, reaped children included (Linux). */
export function treeCpuSeconds(rootPid: number): number {
  const ticksPerSecond = 100;
  // utime, stime, cutime, cstime: the 14th to 17th fields of stat, the 12th to 15th after the command.
  const ticks = processTree(rootPid).reduce(
    (sum, pid) => sum + (statFields(pid)?.slice(11, 15) ?? []).reduce((s, value) => s + Number(value), 0),
    0,
  );
  return ticks / ticksPerSecond;
}
