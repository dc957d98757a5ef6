import fs from 'node:fs';

/** The fields of /proc/<pid>/stat after the command (Linux) of a process and of all its descendants. */
function treeStats(rootPid: number): string[][] {
  const stats = new Map<number, string[]>();
  for (const pid of fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      stats.set(Number(pid), stat.slice(stat.lastIndexOf(') ') + 2).split(' '));
    } catch {
      // The process ended since the listing.
    }
  }
  const tree = [rootPid];
  // ppid is the 4th field of stat, the 2nd after the command.
  for (const pid of tree) {
    for (const [child, fields] of stats) if (Number(fields[1]) === pid) tree.push(child);
  }
  return tree.filter((pid) => stats.has(pid)).map((pid) => stats.get(pid)!);
}

/** Resident memory in bytes of a process and all its descendants. */
export function treeRss(rootPid: number): number {
  // rss (4 KiB pages) is the 24th field of stat, the 22nd after the command.
  return treeStats(rootPid).reduce((sum, fields) => sum + Number(fields[21]) * 4096, 0);
}

/** CPU seconds (user and system) a process and its descendants have used, reaped children included. */
export function treeCpuSeconds(rootPid: number): number {
  // utime, stime, cutime, cstime (ticks of 1/100 s): the 14th to 17th fields of stat, the 12th to 15th after it.
  const ticks = treeStats(rootPid).flatMap((fields) => fields.slice(11, 15).map(Number));
  return ticks.reduce((sum, value) => sum + value, 0) / 100;
}
