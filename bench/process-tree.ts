import fs from 'node:fs';

/** The clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

interface ProcStat {
  parent: number;
  /** utime + stime of the process itself, in seconds. */
  cpu: number;
  /** cutime + cstime: the CPU of its children that have ended and been waited for, in seconds. */
  endedChildrenCpu: number;
}

function readStat(pid: number): ProcStat | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command's closing parenthesis: state, ppid, ... utime (12th), stime, cutime, cstime.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const at = (index: number) => Number(fields[index]) / TICKS_PER_SECOND;
    return { parent: Number(fields[1]), cpu: at(11) + at(12), endedChildrenCpu: at(13) + at(14) };
  } catch {
    return undefined; // ended
  }
}

/** Resident memory of a process in MB (VmRSS), 0 once it has ended. */
export function residentMB(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** The processes whose parent is `pid`, as /proc shows them now. */
export function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    if (readStat(Number(name))?.parent === pid) children.push(Number(name));
  }
  return children;
}

/** CPU seconds used so far by a process, and by its children (the running ones and those it has reaped). */
export interface TreeCpu {
  own: number;
  children: number;
}

/**
 * Children come and go during a measurement (a conversion starts or stops): counting the running
 * ones plus what the parent has reaped makes the difference of two readings right either way.
 */
export function treeCpu(pid: number): TreeCpu {
  const parent = readStat(pid);
  const running = childrenOf(pid).reduce((sum, child) => sum + (readStat(child)?.cpu ?? 0), 0);
  return { own: parent?.cpu ?? 0, children: running + (parent?.endedChildrenCpu ?? 0) };
}

/**
 * A process's proportional share of memory in MB (Pss: each shared page divided among the processes
 * that map it), 0 once it has ended. Sixteen ffmpeg map the same libraries: their RSS summed counts
 * those pages sixteen times, their PSS summed once.
 */
export function proportionalMB(pid: number): number {
  try {
    const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    return Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** A process's children now: how many, their summed RSS and their summed PSS (MB). */
export function childrenMemory(pid: number): { count: number; rssMB: number; pssMB: number } {
  const children = childrenOf(pid);
  const sum = (read: (child: number) => number) => children.reduce((total, child) => total + read(child), 0);
  return { count: children.length, rssMB: sum(residentMB), pssMB: sum(proportionalMB) };
}
