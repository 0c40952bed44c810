import net from 'node:net';

/** The client id and username of an MQTT CONNECT packet (MQTT 3.1.1), read by hand. */
export function readConnect(packet: Buffer): { clientId: string; username: string | null } | null {
  if (packet.length < 2 || packet[0] !== 0x10) return null;
  let offset = 1;
  while ((packet[offset] as number) & 0x80) offset++;
  offset++;
  const text = () => {
    const length = packet.readUInt16BE(offset);
    const value = packet.subarray(offset + 2, offset + 2 + length).toString('utf8');
    offset += 2 + length;
    return value;
  };
  text(); // protocol name
  const flags = packet[offset + 1] as number;
  offset += 4; // level, flags, keep alive
  const clientId = text();
  if (flags & 0x04) {
    text();
    text();
  }
  return { clientId, username: flags & 0x80 ? text() : null };
}

/**
 * A TCP relay in front of a real broker, for tests: it records who connected (the CONNECT
 * packet's username) and can cut every connection or refuse new ones, as a network would.
 */
export class MqttProxy {
  readonly connects: { clientId: string; username: string | null }[] = [];
  private readonly sockets = new Set<net.Socket>();
  private server: net.Server | null = null;
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async listen(port = 0): Promise<number> {
    const server = net.createServer((client) => this.relay(client));
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.server = server;
    this.port = (server.address() as net.AddressInfo).port;
    return this.port;
  }

  private relay(client: net.Socket): void {
    const upstream = net.connect(this.target.port, this.target.host);
    this.sockets.add(client);
    this.sockets.add(upstream);
    let first = true;
    client.on('data', (chunk) => {
      if (first) {
        first = false;
        try {
          const connect = readConnect(chunk);
          if (connect) this.connects.push(connect);
        } catch {
          this.connects.push({ clientId: '?', username: null });
        }
      }
    });
    client.pipe(upstream).pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
      this.sockets.delete(client);
      this.sockets.delete(upstream);
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  }

  /** Cuts every open connection. */
  dropAll(): void {
    for (const socket of this.sockets) socket.destroy();
  }

  /** Stops accepting connections (and cuts the open ones); `listen(port)` takes them again. */
  async close(): Promise<void> {
    this.dropAll();
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
