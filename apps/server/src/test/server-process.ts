import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/**
 * Starts the platform as `npm start` does, in its own process, with the given environment. Its MQTT
 * broker takes a port of its own choosing unless `MQTT_PORT` is given (1883 may be taken). The demo
 * fleet stays off unless `SIMULATOR=on` is given: tests bring the devices they need.
 */
export function startServerProcess(env: Record<string, string>, port: number): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      MQTT_PORT: '0',
      SIMULATOR: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, port, output: () => output, exited };
}

/** Waits until the process logs that it is running, or fails with what it printed. */
export async function waitUntilRunning(server: ServerProcess, timeoutMs = 45_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (server.output().includes('Lamplighter is running')) return;
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start in time:\n${server.output()}`);
}

export async function stopServerProcess(
  server: ServerProcess,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill(signal);
  await server.exited;
}
