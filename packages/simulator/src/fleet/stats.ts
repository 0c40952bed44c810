/** Counters of a running fleet, for its summary. */
export class FleetStats {
  telemetrySent = 0;
  attributesSent = 0;
  commandsRun = 0;
  commandsRepeated = 0;
  commandsRefused = 0;
  connects = 0;
  disconnects = 0;
  publishFailures = 0;
  malformedCommands = 0;
}
