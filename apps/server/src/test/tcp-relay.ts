import net from 'node:net';

/**
 * A TCP relay in front of a real server (Redis), for tests: `cut` ends every connection and refuses
 * new ones, as a network or a restarting server would; `mend` takes connections again.
 */
export class TcpRelay {
  private readonly sockets = new Set<net.Socket>();
  private refusing = false;
  private readonly server = net.createServer((client) => this.relay(client));

  constructor(private readonly target: { host: string; port: number }) {}

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as net.AddressInfo).port;
  }

  cut(): void {
    this.refusing = true;
    for (const socket of this.sockets) socket.destroy();
  }

  mend(): void {
    this.refusing = false;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private relay(client: net.Socket): void {
    if (this.refusing) {
      client.destroy();
      return;
    }
    const upstream = net.connect(this.target.port, this.target.host);
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => {
        this.sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  }
}
