import {execFileSync} from 'node:child_process';

/** Resident memory in bytes of a process and all its descendants, read from `ps`. */
export function treeRss(rootPid: number): number {
  let table: string;
  try {
    table = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], {encoding: 'utf8'});
  } catch {
    return 0;
  }
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const line of table.trim().split('\n')) {
    const [pid, ppid, kb] = line.trim().split(/\s+/).map(Number);
    rss.set(pid, kb * 1024);
    children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop()!;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}
