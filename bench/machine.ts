import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';

/** The machine a benchmark ran on, as every result file records it. */
export interface Machine {
  date: string;
  cpus: string;
  memoryGiB: number;
  node: string;
  platform: string;
}

export function machineInfo(): Machine {
  return {
    date: new Date().toISOString(),
    cpus: `${os.cpus().length} x ${os.cpus()[0]?.model ?? 'unknown'}`,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
  };
}

/** One line for a result file: CPU, memory, system and Node. */
export function describeMachine(machine: Machine): string {
  return `${machine.cpus}, ${machine.memoryGiB} GiB, ${machine.platform}, Node ${machine.node}`;
}

/** The commit a bench measured (its working tree may hold more). */
export function headCommit(): string {
  const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
  return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
}

/** The machine, the load average at this moment (the machine is shared) and the commit. */
export function runMachine() {
  return {
    ...machineInfo(),
    loadAverage: os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' '),
    commit: headCommit(),
  };
}

/** The machine, the browser a bench drove, the load average at this moment and the commit. */
export function browserMachine(browser: Browser) {
  return { ...runMachine(), chromium: browser.version() };
}
