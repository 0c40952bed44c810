import fs from 'node:fs';

/** CPU seconds (user + system) the processes have used so far; ended processes count 0. */
export function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process has ended.
    }
  }
  return ticks / 100;
}
