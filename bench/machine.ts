import os from 'node:os';

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
