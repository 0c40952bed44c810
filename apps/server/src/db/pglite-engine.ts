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
 * PGlite on a thread of its own: the database's work (WebAssembly, a single thread) no longer
 * takes turns with the platform's (HTTP, JSON, MQTT) on one core, and the two run side by side on
 * two. `databaseDir` undefined keeps the database in memory. The thread holds the process open
 * only while an exchange is under way, as an in-process database would.
 */
export async function startPgliteEngine(databaseDir?: string): Promise<ProtocolEngine> {
  // Plain JavaScript, started without the flags this process was started with (a loader, an
  // --input-type) that a thread of its own neither needs nor always accepts. Named by its path:
  // where a browser-like test environment replaces the global URL, Worker refuses that URL.
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pglite-engine.worker.js');
  const worker = new Worker(script, {
    workerData: { databaseDir },
    execArgv: [],
  });
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

  await new Promise<void>((resolve, reject) => {
    worker.once('message', (first: { ready?: boolean; failed?: string }) => {
      if (first.ready) resolve();
      else reject(new Error(`the embedded database did not open: ${first.failed}`));
    });
    worker.once('exit', () => reject(stopped));
  }).catch(async (error) => {
    await worker.terminate();
    throw error;
  });
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
