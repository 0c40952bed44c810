import { describeMachine, type Machine } from './machine';

interface Timing {
  p50Ms: number;
  p99Ms: number;
}

interface PointsCall extends Timing {
  encoding: string;
  wireBytes: number;
  bodyBytes: number;
}

interface Draw {
  drawn: Timing;
  pointsEnd: Timing;
  pointsTransferBytes: number;
  legend: string;
}

export interface DeviceMapResult {
  machine: Machine & { chromium: string; loadAverage: string; commit: string };
  devices: number;
  runs: number;
  listRuns: number;
  mapRuns: number;
  fillMs: number;
  points: { gzip: PointsCall; identity: PointsCall };
  decoding: { decode: Timing; features: Timing };
  list: {
    pages: number;
    wireBytes: number;
    rawBytes: number;
    gzipBytes: number;
    sweep: Timing;
    page: Timing;
  };
  firstDraw: { cold: Draw; warm: Draw };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ratio = (a: number, b: number) => (a / b).toFixed(1);

/** The Markdown of bench/results/device-map-<date>.md. */
export function deviceMapReport(r: DeviceMapResult): string {
  const { gzip, identity } = r.points;
  const count = r.devices.toLocaleString('en-US');
  return [
    `# Device map: the points call and the first drawn map with ${count} devices`,
    '',
    `Machine: ${describeMachine(r.machine)}, Chromium ${r.machine.chromium}; ${r.machine.date}.`,
    `Load average at the start: ${r.machine.loadAverage} (other work shares the machine). HEAD at run time ${r.machine.commit}.`,
    `Platform on a fresh PostgreSQL database (${count} devices of one account spread over a city, inserted with generate_series in ${r.fillMs} ms), on loopback. kB = 1000 bytes.`,
    '',
    '## Every device for the map: one binary call against the JSON list',
    '',
    '| call | bytes on the wire | bytes uncompressed | gzip -6, computed here | p50 ms | p99 ms |',
    '|---|---|---|---|---|---|',
    `| GET /remote/device/points as browsers ask (Accept-Encoding: gzip; the platform answers ${gzip.encoding}), ${r.runs} calls | ${kB(gzip.wireBytes)} | ${kB(gzip.bodyBytes)} | | ${gzip.p50Ms} | ${gzip.p99Ms} |`,
    `| GET /remote/device/points uncompressed (Accept-Encoding: identity), ${r.runs} calls | ${kB(identity.wireBytes)} | ${kB(identity.bodyBytes)} | | ${identity.p50Ms} | ${identity.p99Ms} |`,
    `| GET /remote/device/list, ${r.list.pages} pages of 500 in turn (a whole sweep; ${r.listRuns} sweeps) | ${kB(r.list.wireBytes)} | ${kB(r.list.rawBytes)} | ${kB(r.list.gzipBytes)} | ${r.list.sweep.p50Ms} | ${r.list.sweep.p99Ms} |`,
    `| one page of that sweep | | | | ${r.list.page.p50Ms} | ${r.list.page.p99Ms} |`,
    '',
    `Ratios in this run: fetching every device through the list takes ${ratio(r.list.wireBytes, gzip.wireBytes)} times the bytes on the wire of the points call (${ratio(r.list.gzipBytes, gzip.wireBytes)} times if the list were sent gzipped too; ${ratio(r.list.rawBytes, identity.bodyBytes)} times uncompressed against uncompressed) and ${ratio(r.list.sweep.p50Ms, gzip.p50Ms)} times its time (p50 against p50).`,
    '',
    `In the page, before the map's worker clusters them (the web app's own functions timed on Node's V8, ${r.runs} runs): decoding the answer into typed arrays ${r.decoding.decode.p50Ms} ms p50 (${r.decoding.decode.p99Ms} p99), building the GeoJSON features from them ${r.decoding.features.p50Ms} ms p50 (${r.decoding.features.p99Ms} p99).`,
    '',
    `## Navigation to the first drawn map, ${r.mapRuns} runs`,
    '',
    'From page.goto(/#/device/map) with a signed-in session to the map\'s first "idle" with the devices\' source loaded (a User Timing mark, read from performance.now() in the page); 1440 x 900, headless Chromium (WebGL on SwiftShader, no GPU). Cold: a fresh browser context each run (the map library downloaded again); warm: one context whose cache holds the files (the points call answered 304 by its ETag).',
    '',
    '| cache | drawn p50 ms | drawn p99 ms | points answer complete p50 ms | points bytes over the wire | legend |',
    '|---|---|---|---|---|---|',
    ...(['cold', 'warm'] as const).map((cache) => {
      const d = r.firstDraw[cache];
      return `| ${cache} | ${d.drawn.p50Ms} | ${d.drawn.p99Ms} | ${d.pointsEnd.p50Ms} | ${kB(d.pointsTransferBytes)} | ${d.legend} |`;
    }),
    '',
  ].join('\n');
}
