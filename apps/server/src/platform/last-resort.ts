import type { FastifyBaseLogger } from 'fastify';

export interface LastResortParts {
  log: Pick<FastifyBaseLogger, 'error' | 'fatal'>;
  /** The platform's normal shutdown: connections, broker and store closed, then the process exits with `exitCode`. */
  stop: (reason: string, exitCode: number) => Promise<void>;
  /** How long the normal shutdown may take before the process is ended anyway. */
  stopDeadlineMs: number;
  exit: (code: number) => void;
  /** Where the runtime reports what nobody caught: the process. */
  events: Pick<NodeJS.Process, 'on'>;
}

/**
 * The last line of defence against failures that nobody caught, one policy for the whole process.
 *
 * A rejected promise that nobody awaited failed one piece of work (a request, a batch, a sweep)
 * whose state lives in the database, not in this process: it is logged with a running count and
 * the platform keeps serving every other device and request.
 *
 * An exception thrown out of a callback has unwound a stack halfway through something (a broker's
 * session table, a stream, a timer's bookkeeping): the process's state is unknown. It is logged,
 * and the platform stops through its normal shutdown with exit code 1 so that its supervisor
 * starts it afresh; a shutdown that hangs ends the process at the deadline.
 */
export function guardProcess(parts: LastResortParts): { rejections(): number } {
  let rejections = 0;
  let stopping = false;
  parts.events.on('unhandledRejection', (reason) => {
    rejections += 1;
    parts.log.error({ err: reason, rejections }, 'a promise failed and nobody handled it; serving on');
  });
  parts.events.on('uncaughtException', (error, origin) => {
    parts.log.fatal({ err: error, origin }, 'an exception escaped; stopping, the process state is unknown');
    if (stopping) return;
    stopping = true;
    setTimeout(() => parts.exit(1), parts.stopDeadlineMs).unref();
    parts.stop('uncaughtException', 1).catch(() => parts.exit(1));
  });
  return { rejections: () => rejections };
}
