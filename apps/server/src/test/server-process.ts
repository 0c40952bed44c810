import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bundle = path.join(serverRoot, 'dist/main.js');
/** What the bundle is built from: the server's sources, the workspace packages it holds, the script. */
const bundleSources = [
  path.join(serverRoot, 'src'),
  path.join(serverRoot, '../../packages/contract/src'),
  path.join(serverRoot, '../../packages/simulator/src'),
  path.join(serverRoot, 'build.mjs'),
];

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

function newestChange(file: string): number {
  const stat = fs.statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(file).map((name) => newestChange(path.join(file, name))));
}

/**
 * Builds the server as `npm start` does, unless its bundle is newer than every file it is built
 * from; a test never starts an older server than its sources.
 */
export function ensureServerBuilt(): string {
  const built = fs.existsSync(bundle) ? fs.statSync(bundle).mtimeMs : 0;
  if (Math.max(...bundleSources.map(newestChange)) > built)
    execFileSync(process.execPath, ['build.mjs'], { cwd: serverRoot, stdio: 'inherit' });
  return bundle;
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/**
 * Starts the built platform as `npm start` does, in its own process, with the given environment. Its
 * MQTT broker takes a port of its own choosing unless `MQTT_PORT` is given (1883 may be taken). The
 * demo fleet stays off unless `SIMULATOR=on` is given: tests bring the devices they need.
 */
export function startServerProcess(
  env: Record<string, string>,
  port: number,
  nodeArgs: string[] = [],
): ServerProcess {
  const child = spawn(process.execPath, ['--enable-source-maps', ...nodeArgs, ensureServerBuilt()], {
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
  const running = () => server.output().includes('Lamplighter is running');
  if (running()) return;
  await new Promise<void>((resolve, reject) => {
    const settle = (error?: Error) => {
      clearTimeout(timer);
      server.child.stdout?.off('data', onOutput);
      server.child.off('exit', onExit);
      if (error) reject(error);
      else resolve();
    };
    const onOutput = () => {
      if (running()) settle();
    };
    const onExit = () => settle(new Error(`server exited early:\n${server.output()}`));
    const timer = setTimeout(
      () => settle(new Error(`server did not start in time:\n${server.output()}`)),
      timeoutMs,
    );
    server.child.stdout?.on('data', onOutput);
    server.child.once('exit', onExit);
    if (server.child.exitCode !== null) onExit();
  });
}

export async function stopServerProcess(
  server: ServerProcess,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill(signal);
  await server.exited;
}
