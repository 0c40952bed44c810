import { createServer, type Server, type Socket } from 'node:net';

/**
 * A mail server on a local port that fails every delivery, in one of two ways: `silent` takes the
 * connection and never says a word (a hung server); `rejecting` speaks SMTP up to the end of the
 * message, keeps what was sent, then refuses it.
 */
export interface FailingMailServer {
  url: string;
  mode: 'silent' | 'rejecting';
  /** The text of each message received, as sent (headers and encoded body). */
  received: string[];
  /** Resolves at the next connection. */
  nextConnection(): Promise<void>;
  /** Ends every connection still open, so that deliveries waiting on it fail at once. */
  hangUp(): void;
  close(): Promise<void>;
}

function speakSmtp(socket: Socket, received: string[]): void {
  let inData = false;
  let buffer = '';
  socket.write('220 test.local ESMTP\r\n');
  socket.on('data', (chunk) => {
    buffer += chunk.toString('latin1');
    for (;;) {
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end === -1) return;
        received.push(buffer.slice(0, end));
        buffer = buffer.slice(end + 5);
        inData = false;
        socket.write('554 5.7.1 message refused\r\n');
        continue;
      }
      const end = buffer.indexOf('\r\n');
      if (end === -1) return;
      const command = buffer.slice(0, end).toUpperCase();
      buffer = buffer.slice(end + 2);
      if (command.startsWith('DATA')) {
        inData = true;
        socket.write('354 go ahead\r\n');
      } else if (command.startsWith('QUIT')) socket.end('221 bye\r\n');
      else socket.write('250 ok\r\n');
    }
  });
}

export async function startFailingMailServer(): Promise<FailingMailServer> {
  const sockets = new Set<Socket>();
  let waiting: (() => void)[] = [];
  const state: Pick<FailingMailServer, 'mode' | 'received'> = { mode: 'silent', received: [] };
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    if (state.mode === 'rejecting') speakSmtp(socket, state.received);
    for (const resolve of waiting) resolve();
    waiting = [];
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('mail server has no port');
  return Object.assign(state, {
    url: `smtp://127.0.0.1:${address.port}`,
    nextConnection: () => new Promise<void>((resolve) => waiting.push(resolve)),
    hangUp: () => {
      for (const socket of sockets) socket.destroy();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
