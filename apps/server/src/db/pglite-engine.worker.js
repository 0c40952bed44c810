// The embedded database's own thread (see pglite-engine.ts): PGlite, answering the exchanges of
// PostgreSQL's wire protocol that the platform's thread sends it, one at a time, in order. Started
// as a process of its own with `createOnly`, it makes a new data directory and ends. Plain
// JavaScript, so that it starts the same under tsx, Vitest and Node alone.
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** @type {{ databaseDir?: string, settings: string[], createOnly?: boolean }} */
const { databaseDir, settings, createOnly } = isMainThread ? JSON.parse(process.argv[2]) : workerData;
/** @type {(message: unknown) => void} */
const tell = isMainThread
  ? (message) => process.send?.(message)
  : (message) => parentPort.postMessage(message);

/** @type {PGlite | undefined} */
let pg;

try {
  pg = await PGlite.create(databaseDir ?? undefined, {
    // Trigram indexes answer the inventory's keyword searches; PostgreSQL ships the extension.
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...settings.flatMap((setting) => ['-c', setting])],
  });
  if (createOnly) await pg.close();
  tell({ ready: true });
} catch (error) {
  tell({ failed: error?.message ?? String(error) });
}
if (createOnly && isMainThread) process.disconnect?.();

/** One buffer of its own (not a slice of Node's pool, which cannot be handed to another thread). */
function joined(chunks) {
  const whole = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.length;
  }
  return whole;
}

async function answer(request) {
  if (!pg) return;
  if (request.close) {
    await pg.close();
    parentPort.postMessage({ id: request.id, closed: true });
    parentPort.close();
    return;
  }
  try {
    // The stream form hands over the backend's bytes as written; the other form parses them too.
    const chunks = [];
    await pg.execProtocolRawStream(request.message, {
      syncToFs: request.sync,
      onRawData: (chunk) => chunks.push(chunk.slice()),
    });
    const answer = chunks.length === 1 ? chunks[0] : joined(chunks);
    parentPort.postMessage({ id: request.id, answer }, [answer.buffer]);
  } catch (error) {
    parentPort.postMessage({
      id: request.id,
      failed: error instanceof Error ? error.message : String(error),
    });
  }
}

if (!createOnly) parentPort.on('message', answer);
