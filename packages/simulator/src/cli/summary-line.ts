import type { FleetSummary } from '../fleet/fleet';

/** One short line of how the fleet is doing, for the terminal. */
export function summaryLine(summary: FleetSummary, utcOffsetMinutes = 0): string {
  const time = new Date(summary.simulatedTime + utcOffsetMinutes * 60_000)
    .toISOString()
    .slice(0, 16)
    .replace('T', ' ');
  const faults = Object.entries(summary.faults)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => `${kind} ${count}`)
    .join(', ');
  const { stats } = summary;
  return [
    `${time}`,
    `${summary.connected}/${summary.connections} connected`,
    `${summary.lit}/${summary.devices} lit`,
    summary.averageSoc === null ? null : `soc ${summary.averageSoc.toFixed(0)}%`,
    `${stats.telemetrySent} reports`,
    `${stats.commandsRun} commands (${stats.commandsRepeated} repeated, ${stats.commandsRefused} refused)`,
    stats.disconnects > 0 ? `${stats.disconnects} disconnects` : null,
    faults ? `faults: ${faults}` : null,
  ]
    .filter(Boolean)
    .join(' | ');
}
