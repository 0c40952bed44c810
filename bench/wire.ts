import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

export interface WireAnswer {
  /** From sending the request to the last byte of the answer. */
  ms: number;
  /** The body as it came over the wire: still compressed when the server compressed it. */
  wire: Buffer;
  encoding: string;
}

/** One GET on a kept-alive loopback connection, as a browser would send it. */
export function wireGet(url: string, headers: Record<string, string>): Promise<WireAnswer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const wire = Buffer.concat(chunks);
        if (response.statusCode !== 200) {
          reject(new Error(`${url}: HTTP ${response.statusCode} ${wire.toString().slice(0, 200)}`));
          return;
        }
        const encoding = String(response.headers['content-encoding'] ?? 'identity');
        resolve({ ms: performance.now() - started, wire, encoding });
      });
    });
    request.on('error', reject);
  });
}

/** Nearest-rank percentile. */
export function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
}

export const stats = (values: number[]) => ({
  p50Ms: Math.round(percentile(values, 0.5) * 10) / 10,
  p99Ms: Math.round(percentile(values, 0.99) * 10) / 10,
});

export function closeConnections(): void {
  agent.destroy();
}
