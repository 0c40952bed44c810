import type { MQEmitter } from 'mqemitter';

/**
 * The platform's emitter as the broker sees it. Messages on `dropped` go nowhere: every device
 * message stored by the platform is published there by Aedes, and sending each through Redis to
 * every process would cost a round trip for nothing. Closing the broker leaves the emitter open: the
 * platform's events still travel on it while the modules finish, and the platform closes it last.
 */
export function brokerEmitter(emitter: MQEmitter, dropped: string): MQEmitter {
  return {
    get current() {
      return emitter.current;
    },
    get concurrent() {
      return emitter.concurrent;
    },
    on(topic, listener, callback) {
      emitter.on(topic, listener, callback);
      return this;
    },
    removeListener: (topic, listener, callback) => emitter.removeListener(topic, listener, callback),
    emit: (message, callback) => (message.topic === dropped ? callback?.() : emitter.emit(message, callback)),
    close: (callback) => callback(),
  };
}
