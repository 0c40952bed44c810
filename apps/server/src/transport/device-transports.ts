import type { FastifyInstance } from 'fastify';
import type { MQEmitter } from 'mqemitter';
import type { Config } from '../config';
import { ArrivalClock } from './arrival-clock';
import type {
  DeviceAuthenticator,
  DeviceCommandPort,
  DeviceMessageSink,
  GatewayChildren,
} from './device-messages';
import { deviceHttpRoutes } from './http/device-http.routes';
import { DeviceBroker } from './mqtt/device-broker';
import { DeviceSessions } from './mqtt/device-sessions';
import { DeviceUplink } from './mqtt/device-uplink';
import { GatewayUplink } from './mqtt/gateway-uplink';
import { serveMqttOverWebSocket } from './mqtt/mqtt-websocket';

export interface DeviceTransportSettings {
  config: Pick<Config, 'mqtt' | 'host'>;
  authenticate: DeviceAuthenticator;
  children: GatewayChildren;
  sink: DeviceMessageSink;
  /** Commands for devices that poll over HTTP. */
  commands: DeviceCommandPort;
  now: () => number;
  emitter: MQEmitter;
  /** The broker's session store when processes share one (platform-bus.ts); unset: memory. */
  persistence?: unknown;
  /** Other processes share the emitter and the session store. */
  shared?: boolean;
  /** Opens the MQTT port (`npm start`); tests that use no MQTT client leave it closed. */
  listen: boolean;
}

/**
 * The device API on the platform's process: the MQTT broker (its port, and `/mqtt` over WebSocket
 * when configured) and the HTTP device API. Everything stops with the app.
 */
export async function installDeviceTransports(
  app: FastifyInstance,
  settings: DeviceTransportSettings,
): Promise<DeviceBroker> {
  const { config, authenticate, sink, now } = settings;
  const { maxMessageBytes } = config.mqtt;
  const sessions = new DeviceSessions();
  const clock = new ArrivalClock(now);
  const arrival = () => clock.next();
  const gateway = new GatewayUplink({ sink, children: settings.children, sessions, arrival });
  const uplink = new DeviceUplink({ sink, gateway, maxMessageBytes, arrival });
  const broker = new DeviceBroker({
    authenticate,
    uplink,
    sessions,
    maxMessageBytes,
    log: app.log,
    emitter: settings.emitter,
    persistence: settings.persistence,
    shared: settings.shared,
    now,
  });
  await broker.start();
  // Before the HTTP server closes: MQTT over WebSocket holds upgraded sockets it would wait for.
  app.addHook('preClose', () => broker.close());
  deviceHttpRoutes(app, { authenticate, sink, commands: settings.commands, maxMessageBytes, arrival });
  if (config.mqtt.webSocket) serveMqttOverWebSocket(app.server, broker, 2 * maxMessageBytes);
  if (settings.listen) {
    const port = await broker.listen(config.mqtt.port, config.host);
    app.log.info(
      { mqtt: `mqtt://${config.host}:${port}`, webSocket: config.mqtt.webSocket },
      'device MQTT broker listening',
    );
  }
  return broker;
}
