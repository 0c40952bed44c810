import type { Message, MQEmitter } from 'mqemitter';

type Listener = (message: Message, done: () => void) => void;

/**
 * An emitter whose topics live under `prefix/` of another: installations (and test runs) that share
 * one Redis never hear each other, since Redis channels know no database number. Listeners see the
 * topics as published, without the prefix.
 */
export class PrefixedEmitter implements MQEmitter {
  private readonly wrapped = new Map<Listener, Map<string, Listener>>();

  constructor(
    private readonly inner: MQEmitter,
    private readonly prefix: string,
  ) {}

  get current(): number {
    return this.inner.current;
  }

  get concurrent(): number {
    return this.inner.concurrent;
  }

  on(topic: string, listener: Listener, callback?: () => void): this {
    const cut = this.prefix.length + 1;
    // One message may reach several listeners: each gets its own copy with the topic cut.
    const unwrapped: Listener = (message, done) =>
      listener({ ...message, topic: message.topic.slice(cut) }, done);
    const byTopic = this.wrapped.get(listener) ?? new Map<string, Listener>();
    byTopic.set(topic, unwrapped);
    this.wrapped.set(listener, byTopic);
    this.inner.on(this.scoped(topic), unwrapped, callback);
    return this;
  }

  removeListener(topic: string, listener: Listener, callback?: () => void): void {
    const byTopic = this.wrapped.get(listener);
    const unwrapped = byTopic?.get(topic);
    if (!byTopic || !unwrapped) {
      callback?.();
      return;
    }
    byTopic.delete(topic);
    if (byTopic.size === 0) this.wrapped.delete(listener);
    this.inner.removeListener(this.scoped(topic), unwrapped, callback);
  }

  emit(message: Message, callback?: (error?: Error) => void): void {
    this.inner.emit({ ...message, topic: this.scoped(message.topic) }, callback);
  }

  close(callback: () => void): void {
    this.inner.close(callback);
  }

  private scoped(topic: string): string {
    return `${this.prefix}/${topic}`;
  }
}
