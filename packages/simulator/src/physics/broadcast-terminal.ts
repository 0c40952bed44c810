import {
  type BroadcastManifest,
  type CommandAnswer,
  type CommandParams,
  LIVE_CHUNK_MS,
  type ParsedCommand,
} from '@lamplighter/contract';
import type { DeviceLink, DeviceModel } from './device-model';
import { type FaultKind, RUN_STATE } from './faults';
import { type DeviceApi, MediaStore } from './media-store';
import { fetchBroadcast } from './terminal/broadcast-manifest';
import { acknowledgeFrame, openLiveStream } from './terminal/live-stream';
import { type Sound, SoundSlot } from './terminal/sound-slot';

export interface BroadcastTerminalConfig {
  code: string;
  firmwareVersion?: string;
  reportInterval?: number;
  /** What it fetches broadcasts and their sounds with: the platform's device API. */
  deviceApi?: DeviceApi;
}

const OFF = 'the amplifier is off';
const BLOWN = 'the speaker is blown';

const failed = (message: string): CommandAnswer => ({ ok: false, error: 'failed', message });
const busy = (message: string): CommandAnswer => ({ ok: false, error: 'busy', message });

/**
 * A pole loudspeaker. Told to play a broadcast, it fetches the broadcast's manifest and the sound
 * it does not hold yet (checked as it arrives), plays it `repeat` times in simulated time and
 * answers how often and how long it played. Told to play a live broadcast, it plays the stream as
 * it comes (in real time), acknowledging each frame, and answers when the stream ends. It plays one sound at a time: an emergency broadcast
 * cuts off whatever plays, a normal one cuts off a normal one or the test tone and is refused while
 * an emergency plays; what is cut off answers why. A sensor failure is a blown speaker: a fault,
 * and it plays nothing; a download failure breaks off every sound half way. Without a connection
 * (the physics alone) a sound takes no time.
 */
export class BroadcastTerminal implements DeviceModel {
  readonly code: string;
  readonly faults = new Set<FaultKind>();
  reportInterval: number;
  time: number;
  private readonly firmwareVersion: string;
  private readonly api: DeviceApi | null;
  private readonly media: MediaStore | null;
  private readonly slot = new SoundSlot();
  private link: DeviceLink | null = null;
  private power = true;
  private volume = 70;

  constructor(config: BroadcastTerminalConfig, start: number) {
    this.code = config.code;
    this.firmwareVersion = config.firmwareVersion ?? '1.0.4';
    this.reportInterval = config.reportInterval ?? 60;
    this.time = start;
    this.api = config.deviceApi ?? null;
    this.media = this.api ? new MediaStore(this.api) : null;
  }

  attach(link: DeviceLink): void {
    this.link = link;
  }

  advance(to: number): void {
    this.time = Math.max(this.time, to);
  }

  telemetry(): Record<string, number> {
    const playing = this.slot.playing;
    return {
      runState: this.blown ? RUN_STATE.fault : RUN_STATE.normal,
      power: this.power ? 1 : 0,
      volume: playing?.volume ?? this.volume,
      broadcastId: playing?.broadcastid ?? 0,
      emergency: playing?.emergency ? 1 : 0,
      filesHeld: this.media?.count ?? 0,
    };
  }

  attributes(): Record<string, string | number> {
    return { model: 'LL-PA-30', firmwareVersion: this.firmwareVersion };
  }

  /** How many sounds it fetched since it started. */
  get filesFetched(): number {
    return this.media?.fetched ?? 0;
  }

  execute(command: ParsedCommand): CommandAnswer | Promise<CommandAnswer> {
    switch (command.method) {
      case 'readParameters':
        return { ok: true, firmwareVersion: this.firmwareVersion, reportInterval: this.reportInterval };
      case 'power':
        this.power = command.params.on;
        if (!this.power) this.silence(OFF);
        return { ok: true };
      case 'volume':
        this.volume = command.params.volume;
        return { ok: true };
      case 'testTone':
        return this.testTone(command.params.seconds);
      case 'playBroadcast':
        return this.playBroadcast(command.params.broadcastid);
      case 'stopBroadcast':
        this.silence('stopped');
        return { ok: true };
      case 'playLive':
        return this.playLive(command.params);
      default:
        return {
          ok: false,
          error: 'unsupported',
          message: `${command.method} is not supported by a broadcast terminal`,
        };
    }
  }

  setFault(kind: FaultKind, on: boolean): void {
    if (on) this.faults.add(kind);
    else this.faults.delete(kind);
    if (this.media) this.media.failing = this.faults.has('downloadFailure');
    if (this.blown) this.silence(BLOWN);
  }

  private get blown(): boolean {
    return this.faults.has('sensorFailure');
  }

  /** Why it cannot play anything now, or null. */
  private unable(): CommandAnswer | null {
    if (this.blown) return failed(BLOWN);
    return this.power ? null : failed(OFF);
  }

  /** Why it refuses a broadcast of this priority now, or null. */
  private refusal(emergency: boolean): CommandAnswer | null {
    const unable = this.unable();
    if (unable) return unable;
    return !emergency && this.slot.playing?.emergency ? busy('an emergency broadcast is playing') : null;
  }

  private async testTone(seconds: number): Promise<CommandAnswer> {
    const refused = this.unable();
    if (refused) return refused;
    const playing = this.slot.playing;
    if (playing) return busy(`broadcast ${playing.name} is playing`);
    const tone = { broadcastid: 0, name: 'the test tone', emergency: false, volume: null };
    const { cut } = await this.play(tone, 1, seconds);
    return cut === undefined ? { ok: true, seconds } : failed(cut);
  }

  private async playBroadcast(broadcastid: number): Promise<CommandAnswer> {
    const unable = this.unable();
    if (unable) return unable;
    if (!this.api || !this.media) return failed('no device API to fetch the broadcast from');
    let manifest: BroadcastManifest;
    try {
      manifest = await fetchBroadcast(this.api, broadcastid);
      const refused = this.refusal(manifest.priority === 'emergency');
      if (refused) return refused;
      if (!this.media.holds(manifest.media.hash)) await this.media.fetch(manifest.media);
    } catch (error) {
      return failed(`download failed: ${(error as Error).message}`);
    }
    const { name, volume, repeat, media } = manifest;
    const emergency = manifest.priority === 'emergency';
    // Asked again: the power, the speaker or an emergency may have come while the sound did.
    const refused = this.refusal(emergency);
    if (refused) return refused;
    this.slot.cut(`interrupted by ${emergency ? 'emergency ' : ''}broadcast ${name}`);
    const { played, cut } = await this.play({ broadcastid, name, emergency, volume }, repeat, media.duration);
    if (cut !== undefined) return failed(cut);
    return { ok: true, played, seconds: Math.round(played * media.duration * 10) / 10 };
  }

  /**
   * Plays a live broadcast as it comes: opens its stream, acknowledges each frame as it plays it,
   * and answers once the platform ends the stream, with the frames it played (each LIVE_CHUNK_MS
   * of sound). It takes the slot as a broadcast of its priority would; cut off, it closes the stream.
   */
  private async playLive(params: CommandParams<'playLive'>): Promise<CommandAnswer> {
    const emergency = params.priority === 'emergency';
    const unable = this.refusal(emergency);
    if (unable) return unable;
    if (!this.api) return failed('no device API to open the live stream from');
    const api = this.api;
    const closing = new AbortController();
    let frames: AsyncIterable<{ seq: number }>;
    try {
      frames = await openLiveStream(api, params.sessionid, closing.signal);
    } catch (error) {
      return failed(`live stream failed: ${(error as Error).message}`);
    }
    // Asked again: the power, the speaker or an emergency may have come while the stream opened.
    const refused = this.refusal(emergency);
    if (refused) {
      closing.abort();
      return refused;
    }
    const name = `live ${params.broadcastid}`;
    this.slot.cut(`interrupted by ${emergency ? 'emergency ' : ''}broadcast ${name}`);
    const sound = { broadcastid: params.broadcastid, name, emergency, volume: params.volume ?? null };
    const { cutOff, release } = this.slot.take(sound);
    this.link?.reportNow();
    let played = 0;
    let acknowledged = Promise.resolve();
    const streamed = (async () => {
      for await (const frame of frames) {
        played += 1;
        acknowledged = acknowledged
          .then(() => acknowledgeFrame(api, params.sessionid, frame.seq))
          .catch(() => {});
      }
    })();
    try {
      const cut = await Promise.race([streamed.then(() => undefined), cutOff]);
      if (cut !== undefined) {
        closing.abort();
        streamed.catch(() => {});
        return failed(cut);
      }
      await acknowledged;
      return { ok: true, frames: played, seconds: (played * LIVE_CHUNK_MS) / 1000 };
    } catch (error) {
      return failed(`live stream failed: ${(error as Error).message}`);
    } finally {
      release();
      this.link?.reportNow();
    }
  }

  /**
   * Plays `sound` `times` times of `seconds` each in the free slot; answers how often it played it,
   * and why it was cut off if it was. Reports when it starts and when it ends.
   */
  private async play(
    sound: Sound,
    times: number,
    seconds: number,
  ): Promise<{ played: number; cut?: string }> {
    const { cutOff, release } = this.slot.take(sound);
    this.link?.reportNow();
    let played = 0;
    try {
      while (played < times) {
        const ended = this.link?.after(seconds * 1000) ?? Promise.resolve();
        const cut = await Promise.race([ended.then(() => undefined), cutOff]);
        if (cut !== undefined) return { played, cut };
        played += 1;
      }
      return { played };
    } finally {
      release();
      this.link?.reportNow();
    }
  }

  /** Cuts off what plays, telling the platform it fell silent. */
  private silence(reason: string): void {
    if (this.slot.cut(reason)) this.link?.reportNow();
  }
}
