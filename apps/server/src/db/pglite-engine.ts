import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/** A database that answers exchanges of PostgreSQL's wire protocol, each ended by a Sync. */
export interface ProtocolEngine {
  /** The backend's answer to `message`; `sync` writes the database's files out afterwards. */
  exchange(message: Uint8Array, options?: { sync?: boolean }): Promise<Buffer>;
  close(): Promise<void>;
}

type Reply = { id: number; answer?: Uint8Array; failed?: string; closed?: boolean };

/**
 * PostgreSQL's memory settings inside the embedded database. PGlite's own defaults are a server's
 * (128 MB of shared buffers); its WebAssembly memory grows to hold what the database touches and
 * never shrinks, so these bound the process's resident memory.
 */
export interface PgliteMemory {
  /** Pages of tables and indexes kept in memory, e.g. `32MB`. */
  sharedBuffers: string;
}

export const defaultPgliteMemory: PgliteMemory = { sharedBuffers: '32MB' };

// Plain JavaScript, started without the flags this process was started with (a loader, an
// --input-type) that a thread of its own neither needs nor always accepts. Named by its path:
// where a browser-like test environment replaces the global URL, Worker refuses that URL.
const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pglite-engine.worker.js');

interface ThreadData {
  databaseDir?: string;
  /** `name=value` settings of PostgreSQL, given to it as `-c` start options. */
  settings: string[];
  /** Makes the data directory and ends (in a process of its own, see makeDataDirectory). */
  createOnly?: boolean;
}

/** Starts a database thread and waits for its first word: open, or why it could not open. */
async function startThread(workerData: ThreadData): Promise<Worker> {
  const worker = new Worker(script, { workerData, execArgv: [] });
  const first = await new Promise<{ ready?: boolean; failed?: string }>((resolve) => {
    worker.once('message', resolve);
    worker.once('error', (error) => resolve({ failed: error.message }));
    worker.once('exit', (code) => resolve({ failed: `its thread ended (exit code ${code})` }));
  });
  if (first.ready) return worker;
  await worker.terminate();
  throw new Error(`the embedded database did not open: ${first.failed}`);
}

/**
 * Makes a new data directory in a process of its own. Making it takes a second database instance
 * with a copy of its memory and the files in memory (about 500 MB at once); on a thread of this
 * process the allocator kept most of it after the thread ended (an idle first start stayed near
 * 385 MB against 287 MB restarted, bench/results/embedded-memory-*), a process gives it all back.
 */
async function makeDataDirectory(data: ThreadData): Promise<void> {
  const child = fork(script, [JSON.stringify(data)], {
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let first: { ready?: boolean; failed?: string } | undefined;
  child.once('message', (message) => {
    first = message as typeof first;
  });
  // 'close' comes after the last message and the end of the process.
  const ended = await new Promise<string>((resolve) => {
    child.once('error', (error) => resolve(error.message));
    child.once('close', (code) => resolve(`exit code ${code}`));
  });
  if (!first?.ready || ended !== 'exit code 0') {
    throw new Error(
      `the embedded database did not open: ${first?.failed ?? `making it ended with ${ended}`}`,
    );
  }
}

/**
 * PGlite on a thread of its own: the database's work (WebAssembly, a single thread) no longer
 * takes turns with the platform's (HTTP, JSON, MQTT) on one core, and the two run side by side on
 * two. `databaseDir` undefined keeps the database in memory. The thread holds the process open
 * only while an exchange is under way, as an in-process database would.
 */
export async function startPgliteEngine(
  databaseDir?: string,
  memory: PgliteMemory = defaultPgliteMemory,
): Promise<ProtocolEngine> {
  const settings = [`shared_buffers=${memory.sharedBuffers}`];
  if (databaseDir !== undefined && !fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    await makeDataDirectory({ databaseDir, settings, createOnly: true });
  }
  const worker = await startThread({ databaseDir, settings });
  const pending = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  let lastId = 0;
  let stopped: Error | undefined;

  const stop = (error: Error) => {
    stopped ??= error;
    for (const waiting of pending.values()) waiting.reject(stopped);
    pending.clear();
  };
  worker.on('error', (error) => stop(new Error(`the embedded database stopped: ${error.message}`)));
  worker.on('exit', (code) => stop(new Error(`the embedded database stopped (exit code ${code})`)));
  worker.on('message', (reply: Reply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
    waiting.resolve(reply);
  });
  worker.unref();

  const send = (request: { message?: Uint8Array; sync?: boolean; close?: boolean }) =>
    new Promise<Reply>((resolve, reject) => {
      if (stopped) return reject(stopped);
      const id = ++lastId;
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, ...request });
    });

  return {
    async exchange(message, { sync = false } = {}) {
      const reply = await send({ message, sync });
      if (reply.failed !== undefined) throw new Error(`the embedded database failed: ${reply.failed}`);
      const answer = reply.answer ?? new Uint8Array(0);
      return Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength);
    },
    async close() {
      if (stopped) return;
      await send({ close: true });
      stop(new Error('the embedded database is closed'));
      await worker.terminate();
    },
  };
}
