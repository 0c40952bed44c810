// The simulator's LED screens for the screens' publish bench, in a process of their own (see
// fleet-child.ts: {fleet}, {connected}, {fetched}, {stop}), and one request of their own:
//   {reference, url, programid, version} every screen's own program fetcher (the fleet's client
//                                        code: manifest, then the file, hashed as it arrives) takes
//                                        the program from `url` at once; each one's ms and failures

import { ProgramFetcher } from '../packages/simulator/src/physics/screen/program-fetcher';
import { fleetDevices, type ReferenceFigures, serveFleet } from './fleet-child';

interface ReferenceRequest {
  type: 'reference';
  url: string;
  programid: number;
  version: number;
}

async function reference({ url, programid, version }: ReferenceRequest): Promise<ReferenceFigures> {
  const started = performance.now();
  const failures: string[] = [];
  const failedMs: number[] = [];
  const doneMs = await Promise.all(
    fleetDevices.map(async ({ token }) => {
      try {
        await new ProgramFetcher({ url, token }, () => {}).fetch(programid, version);
        return performance.now() - started;
      } catch (error) {
        // fetch says only "fetch failed"; its cause says why (a refused or timed-out connection).
        const { message, cause } = error as Error & { cause?: { code?: string; message?: string } };
        failures.push(cause ? `${message}: ${cause.code ?? cause.message}` : message);
        failedMs.push(performance.now() - started);
        return null;
      }
    }),
  );
  return { doneMs, failedMs, failures };
}

serveFleet<ReferenceRequest>('ledScreen', 'BS', reference);
