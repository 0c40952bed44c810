import type { Client } from 'aedes';

/** The part of mqtt-packet's parser, private to Aedes 1.x, that the hooks below use. */
interface PacketParser {
  packet: { length: number };
  _parseLength(): boolean;
  _emitError(error: Error): void;
  prependListener(
    event: 'packet',
    listener: (packet: { cmd: string; unsubscriptions?: string[] }) => void,
  ): void;
}

export interface ParserHooks {
  /** Frames longer than this end the connection as soon as their length is read. */
  maxFrameBytes: number;
  /** The broker's name of an UNSUBSCRIBE filter, as authorizeSubscribe names a SUBSCRIBE filter. */
  unsubscribeFilter: (topic: string) => string | undefined;
}

/**
 * What Aedes 1.x has no hook for, done on the connection's MQTT parser: a frame over the limit
 * ends the connection before its body is buffered (MQTT allows 256 MB, which would sit in memory),
 * and UNSUBSCRIBE filters are renamed like SUBSCRIBE filters, or a device could never unsubscribe.
 * Answers false when the parser is not where Aedes 1.x keeps it (the MQTT tests then fail).
 */
export function hookParser(client: Client, hooks: ParserHooks): boolean {
  const parser = (client as unknown as { _parser?: PacketParser })._parser;
  if (typeof parser?._parseLength !== 'function' || typeof parser._emitError !== 'function') return false;
  const parseLength = parser._parseLength;
  parser._parseLength = function guardedLength(this: PacketParser) {
    const complete = parseLength.call(this);
    if (complete && this.packet.length > hooks.maxFrameBytes) {
      this._emitError(new Error(`packet of ${this.packet.length} bytes is over the limit`));
      return false;
    }
    return complete;
  };
  parser.prependListener('packet', (packet) => {
    if (packet.cmd !== 'unsubscribe' || !packet.unsubscriptions) return;
    packet.unsubscriptions = packet.unsubscriptions.map((topic) => hooks.unsubscribeFilter(topic) ?? topic);
  });
  return true;
}
