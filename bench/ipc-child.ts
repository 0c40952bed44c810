import { type ChildProcess, fork } from 'node:child_process';

/** A forked bench process that answers each request over IPC with one message, in order. */
export interface IpcChild {
  pid: number;
  /** The next message from the child (the first is its `ready`). */
  next<T>(): Promise<T>;
  request<T>(request: { type: string }): Promise<T>;
  /** Resolves once the child has ended. */
  exited: Promise<void>;
}

/** Runs a TypeScript file in its own Node process; `{type: 'error', message}` answers reject. */
export function forkChild(file: string, env: Record<string, string>, nodeArgs: string[] = []): IpcChild {
  const child: ChildProcess = fork(file, [], {
    execArgv: [...nodeArgs, '--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting: ((message: { type: string; message?: string }) => void)[] = [];
  child.on('message', (message: { type: string }) => waiting.shift()?.(message));
  const next = <T>() =>
    new Promise<T>((resolve, reject) => {
      waiting.push((message) =>
        message.type === 'error' ? reject(new Error(message.message)) : resolve(message as T),
      );
    });
  return {
    pid: child.pid ?? 0,
    next,
    request<T>(request: { type: string }) {
      const reply = next<T>();
      child.send(request);
      return reply;
    },
    exited: new Promise<void>((resolve) => child.once('exit', () => resolve())),
  };
}
