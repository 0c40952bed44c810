import type { MQEmitter } from 'mqemitter';
import { isConnectionTopic } from './device-topics';

/**
 * The platform's emitter as the broker sees it.
 * - Messages on `dropped` go nowhere: every device message stored by the platform is published
 *   there by Aedes, and sending each through Redis to every process would cost a trip for nothing.
 * - With `local` (processes sharing the emitter on Redis), the messages of device connections (to a
 *   device, answers from it) stay in the process: mqemitter-redis makes each device's subscription
 *   a Redis pattern that every message on the bus is matched against, so the bus would slow down
 *   with the fleet. A message for a device held by another process is handed to that process
 *   instead (DeviceBroker.send).
 * - Closing the broker leaves the emitters open: the platform's events still travel on the shared
 *   one while the modules finish, and the platform closes it last.
 */
export function brokerEmitter(shared: MQEmitter, local: MQEmitter | undefined, dropped: string): MQEmitter {
  const route = (topic: string) => (local && isConnectionTopic(topic) ? local : shared);
  return {
    get current() {
      return shared.current;
    },
    get concurrent() {
      return shared.concurrent;
    },
    on(topic, listener, callback) {
      route(topic).on(topic, listener, callback);
      return this;
    },
    removeListener: (topic, listener, callback) => route(topic).removeListener(topic, listener, callback),
    emit: (message, callback) =>
      message.topic === dropped ? callback?.() : route(message.topic).emit(message, callback),
    close: (callback) => callback(),
  };
}
