/** One delivery to every device of a fleet: by the platform, or by a bare reference. */
export interface DeliveryRun {
  devices: number;
  /** Each device's time from the start (the platform's call, or the reference's start) to done; null if never. */
  doneMs: (number | null)[];
  /** Each device's time from the start to its failure or expiry, in ms. */
  failedMs: number[];
  /** Why devices did not get there, with how many said so. */
  failures: Record<string, number>;
  timedOut: boolean;
  /** The measured window: from the start until every device had settled (or the timeout). */
  seconds: number;
  bytesServed: number;
  /** CPU seconds over the window; the server's idle CPU before it in % of a core. */
  cpuSeconds: { server: number; serverIdlePercent: number; database: number | null; fleet: number };
  /** The server's resident memory: mean of the seconds before, max during, mean of the seconds after. */
  serverRssMB: { baseline: number; max: number; after: number };
  fleetRssMaxMB: number;
  /** The most files (sockets among them) the server's processes held open at once, sampled once a second. */
  serverFilesMax: number;
  /** Connections dropped by full accept queues over the window, machine-wide (TcpExt ListenOverflows). */
  listenOverflows: number | null;
}

/** What PostgreSQL counted in the platform's database over a run: transactions, rows written by table. */
export interface DatabaseCounts {
  transactions: number;
  rowsWritten: Record<string, number>;
}

/** How a report names the devices and what done is: `screen`, `screens`, `screens holding the program`. */
export interface DeviceWords {
  one: string;
  many: string;
  done: string;
}

export const round = (value: number, places = 1) => Math.round(value * 10 ** places) / 10 ** places;
export const mb = (bytes: number) => bytes / 1e6;
export const show = (value: number | null, unit = '') => (value === null ? 'not reached' : `${value}${unit}`);
/** ours / theirs as `1.23×`, or — when either is missing. */
export const times = (ours: number | null, theirs: number | null) =>
  ours === null || theirs === null || theirs === 0 ? '—' : `${round(ours / theirs, 2)}×`;

/** When a share of all the devices were done (nearest rank over all of them), in s; null if never. */
export function reachedS(run: Pick<DeliveryRun, 'devices' | 'doneMs'>, share: number): number | null {
  const done = run.doneMs.filter((ms): ms is number => ms !== null).sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(share * run.devices));
  const at = done[rank - 1];
  return at === undefined ? null : round(at / 1000, 2);
}

export function completionOf(run: Pick<DeliveryRun, 'devices' | 'doneMs'>) {
  const done = run.doneMs.filter((ms) => ms !== null).length;
  return {
    done,
    firstS: reachedS(run, 1 / run.devices),
    p50S: reachedS(run, 0.5),
    p95S: reachedS(run, 0.95),
    allS: done === run.devices ? reachedS(run, 1) : null,
  };
}

/** A run as a result file keeps it: each device's time only in its completion figures. */
export function withoutTimes(run: DeliveryRun) {
  const { doneMs: _, failedMs: __, ...rest } = run;
  return { ...rest, completion: completionOf(run) };
}

/** The rows of a completion table: ours, the reference's and their ratio. */
export function completionRows(ours: DeliveryRun, theirs: DeliveryRun, words: DeviceWords): string[] {
  const [a, b] = [completionOf(ours), completionOf(theirs)];
  const row = (name: string, key: 'firstS' | 'p50S' | 'p95S' | 'allS') =>
    `| ${name} | ${show(a[key], ' s')} | ${show(b[key], ' s')} | ${times(a[key], b[key])} |`;
  return [
    `| ${words.done} | ${a.done} of ${ours.devices} | ${b.done} of ${theirs.devices} | |`,
    row(`first ${words.one}`, 'firstS'),
    row(`50 % of the ${words.many}`, 'p50S'),
    row(`95 % of the ${words.many}`, 'p95S'),
    row(`every ${words.one}`, 'allS'),
  ];
}

/** The server's resident memory before → max → after, in MB. */
export const rssText = (run: DeliveryRun) =>
  `${round(run.serverRssMB.baseline)} → ${round(run.serverRssMB.max)} → ${round(run.serverRssMB.after)}`;

/** A line for the run's failures, and one a reason. */
export function failureLines(name: string, run: DeliveryRun, words: DeviceWords): string[] {
  const reasons = Object.entries(run.failures);
  const failed = reasons.reduce((sum, [, n]) => sum + n, 0);
  if (failed === 0 && !run.timedOut) return [`- ${name}: none.`];
  return [
    `- ${name}: ${failed} ${words.one}(s) failed or expired${failed > 0 ? `, between ${round(Math.min(...run.failedMs) / 1000, 2)} and ${round(Math.max(...run.failedMs) / 1000, 2)} s after the start` : ''}${run.timedOut ? `; the timeout ended the run with ${run.devices - completionOf(run).done - failed} still open` : ''}.`,
    ...reasons.map(([reason, n]) => `  - ${n} × ${reason}`),
  ];
}

/** What PostgreSQL counted over a run, a device. */
export function databaseLine(
  counts: DatabaseCounts,
  devices: number,
  span: string,
  words: DeviceWords,
): string {
  const perDevice = (n: number) => round(n / devices, 1);
  const tables = Object.entries(counts.rowsWritten)
    .filter(([, rows]) => perDevice(rows) > 0)
    .map(([name, rows]) => `${name} ${perDevice(rows)}`)
    .join(', ');
  return `PostgreSQL ${span} (as its statistics counted; the bench's own reads once a second among them): ${counts.transactions.toLocaleString('en-US')} transactions, ${perDevice(counts.transactions)} a ${words.one}; rows written a ${words.one}: ${tables}.`;
}
