import pino from 'pino';
import type { PlatformBus } from '../platform/platform-bus';
import { ArrivalClock } from '../transport/arrival-clock';
import type { DeviceAuthenticator } from '../transport/device-messages';
import { DeviceBroker } from '../transport/mqtt/device-broker';
import { DeviceSessions } from '../transport/mqtt/device-sessions';
import { DeviceUplink } from '../transport/mqtt/device-uplink';
import { GatewayUplink } from '../transport/mqtt/gateway-uplink';
import { RecordingSink } from './recording-sink';

/**
 * The device broker alone on a free port, with the authenticator and bus a test gives it and a
 * recording sink: for what the broker decides itself (logins, sessions, the bus between processes).
 */
export async function startBroker(authenticate: DeviceAuthenticator, bus: PlatformBus) {
  const sessions = new DeviceSessions();
  const sink = new RecordingSink();
  const clock = new ArrivalClock(Date.now);
  const arrival = () => clock.next();
  const gateway = new GatewayUplink({ sink, children: async () => new Map(), sessions, arrival });
  const broker = new DeviceBroker({
    authenticate,
    uplink: new DeviceUplink({ sink, gateway, maxMessageBytes: 65_536, arrival }),
    sessions,
    maxMessageBytes: 65_536,
    log: pino({ level: 'silent' }),
    emitter: bus.emitter,
    persistence: bus.brokerPersistence,
    shared: bus.shared,
    now: Date.now,
  });
  await broker.start();
  const port = await broker.listen(0, '127.0.0.1');
  return { broker, port, sink, url: `mqtt://127.0.0.1:${port}` };
}
