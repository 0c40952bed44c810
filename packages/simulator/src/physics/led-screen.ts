import type {
  CommandAnswer,
  CurrentProgram,
  ParsedCommand,
  ScreenBrightnessParams,
} from '@lamplighter/contract';
import { deviceFetch } from './device-fetch';
import type { DeviceLink, DeviceModel } from './device-model';
import { type FaultKind, RUN_STATE } from './faults';
import type { DeviceApi } from './media-store';
import { PlayReports } from './screen/play-reports';
import { type DownloadProgress, ProgramFetcher } from './screen/program-fetcher';
import { brightnessModeNumber, type ScreenSite, shownBrightness } from './screen/screen-brightness';
import { screenshotOf } from './screen/screen-picture';
import { ScreenSchedule } from './screen/screen-schedule';

export interface LedScreenConfig {
  code: string;
  firmwareVersion?: string;
  reportInterval?: number;
  width?: number;
  height?: number;
  latitude?: number;
  longitude?: number;
  utcOffsetMinutes?: number;
  /** What it fetches programs and files with, and reports plays to: the platform's device API. */
  deviceApi?: DeviceApi;
}

/** The program a screen plays when no campaign has the moment. */
interface Playing {
  programid: number;
  version: number;
  name: string;
}

const HOUR_MS = 3_600_000;

const unsupported = (method: string): CommandAnswer => ({
  ok: false,
  error: 'unsupported',
  message: `${method} is not supported by an LED screen`,
});
const failed = (message: string): CommandAnswer => ({ ok: false, error: 'failed', message });

/**
 * A pole-mounted LED screen. Told to play a program, it fetches the manifest and the files it
 * lacks, telling its progress by tenths, and switches only once every file checks out; until then,
 * and when anything fails, it plays what it played and says why. It plays the campaigns of its
 * advertising schedule in their slots and reports each play. A sensor failure is its panel's: dark,
 * a fault, and it refuses to play; a download failure breaks off every file half way.
 */
export class LedScreen implements DeviceModel {
  readonly code: string;
  readonly faults = new Set<FaultKind>();
  reportInterval: number;
  time: number;
  private readonly firmwareVersion: string;
  private readonly width: number;
  private readonly height: number;
  private readonly site: ScreenSite;
  private readonly store: ProgramFetcher | null;
  private readonly plays: PlayReports | null;
  private readonly schedule: ScreenSchedule;
  private link: DeviceLink | null = null;
  private playing: Playing | null = null;
  private download: DownloadProgress | null = null;
  private power = true;
  private stopped = false;
  private volume = 60;
  private brightness: ScreenBrightnessParams = { mode: 'ambient', min: 20, max: 100 };

  constructor(
    private readonly config: LedScreenConfig,
    start: number,
  ) {
    this.code = config.code;
    this.firmwareVersion = config.firmwareVersion ?? '2.0.1';
    this.reportInterval = config.reportInterval ?? 60;
    this.width = config.width ?? 128;
    this.height = config.height ?? 256;
    this.site = {
      latitude: config.latitude ?? 30.27,
      longitude: config.longitude ?? 120.15,
      utcOffsetMinutes: config.utcOffsetMinutes ?? 480,
    };
    this.time = start;
    const api = config.deviceApi;
    this.store = api ? new ProgramFetcher(api, (progress) => this.downloading(progress)) : null;
    this.plays = api ? new PlayReports(api) : null;
    this.schedule = new ScreenSchedule(api ?? null);
  }

  attach(link: DeviceLink): void {
    this.link = link;
  }

  /**
   * On every connection it asks for its schedule (campaigns may have changed while it was away),
   * and, playing nothing, for the program it played last (a screen that was reset).
   */
  async connected(): Promise<void> {
    await this.resume().catch(() => {});
    await this.syncSchedule().catch(() => {});
  }

  advance(to: number): void {
    const from = this.time;
    this.time = Math.max(this.time, to);
    if (!this.plays || !this.showing) return;
    const plays = this.schedule.playsBetween(from, this.time, (programid) =>
      this.store?.manifestOf(programid),
    );
    if (plays.length === 0) return;
    this.plays.add(plays);
    void this.plays.flush();
  }

  /** When its next play starts (within the hour), or an hour on, to look again. */
  nextWake(): number | undefined {
    if (!this.plays) return undefined;
    const [next] = this.schedule.playsBetween(this.time, this.time + HOUR_MS, (id) =>
      this.store?.manifestOf(id),
    );
    return next?.start ?? this.time + HOUR_MS;
  }

  telemetry(): Record<string, number> {
    const campaign = this.showing
      ? this.schedule.campaignAt(this.time, (id) => this.store?.manifestOf(id))
      : null;
    const playing = this.showing ? this.playing : null;
    return {
      runState: this.dark ? RUN_STATE.fault : RUN_STATE.normal,
      power: this.power ? 1 : 0,
      brightness: shownBrightness(this.brightness, this.time, this.site),
      brightnessMode: brightnessModeNumber(this.brightness),
      volume: this.volume,
      programId: playing?.programid ?? 0,
      programVersion: playing?.version ?? 0,
      campaignId: campaign?.campaignid ?? 0,
      filesHeld: this.store?.filesHeld ?? 0,
      downloadProgramId: this.download?.programid ?? 0,
      ...(this.download
        ? { downloadVersion: this.download.version, downloadPercent: this.download.percent }
        : {}),
    };
  }

  attributes(): Record<string, string | number> {
    return {
      firmwareVersion: this.firmwareVersion,
      model: 'LL-LED-P5',
      width: this.width,
      height: this.height,
      reportInterval: this.reportInterval,
    };
  }

  /** What it plays when no campaign has the moment (a program and version), or null. */
  get program(): Readonly<Playing> | null {
    return this.playing;
  }

  /** How many files it fetched since it started. */
  get filesFetched(): number {
    return this.store?.fetchedFiles ?? 0;
  }

  /** Plays the platform has taken so far. */
  get playsReported(): number {
    return this.plays?.reported ?? 0;
  }

  execute(command: ParsedCommand): CommandAnswer | Promise<CommandAnswer> {
    switch (command.method) {
      case 'readParameters':
        return { ok: true, firmwareVersion: this.firmwareVersion, reportInterval: this.reportInterval };
      case 'playProgram':
        return this.play(command.params.programid, command.params.version);
      case 'syncSchedule':
        return this.answerSync();
      case 'power':
        this.power = command.params.on;
        return { ok: true };
      case 'screenBrightness':
        this.brightness = command.params;
        return { ok: true };
      case 'volume':
        this.volume = command.params.volume;
        return { ok: true };
      case 'stopProgram':
        this.stopped = true;
        return { ok: true };
      case 'screenshot':
        return this.uploadScreenshot();
      case 'reboot':
        this.stopped = false;
        this.power = true;
        this.link?.restartAfterAnswer();
        return { ok: true };
      default:
        return unsupported(command.method);
    }
  }

  setFault(kind: FaultKind, on: boolean): void {
    if (on) this.faults.add(kind);
    else this.faults.delete(kind);
    if (this.store) this.store.failing = this.faults.has('downloadFailure');
  }

  private get dark(): boolean {
    return this.faults.has('sensorFailure');
  }

  /** Whether anything is on the panel: on, not stopped, not dark. */
  private get showing(): boolean {
    return this.power && !this.stopped && !this.dark;
  }

  private downloading(progress: DownloadProgress | null): void {
    this.download = progress;
    this.link?.reportNow(this.downloadValues());
  }

  /** What a screen tells of a download: the program and how far, or that none is under way. */
  private downloadValues(): Record<string, number> {
    if (!this.download) return { downloadProgramId: 0 };
    const { programid, version, percent } = this.download;
    return { downloadProgramId: programid, downloadVersion: version, downloadPercent: percent };
  }

  private async play(programid: number, version: number): Promise<CommandAnswer> {
    if (this.dark) return failed('the panel is dark');
    if (!this.store) return failed('no device API to fetch the program from');
    try {
      const { manifest, fetched } = await this.store.fetch(programid, version);
      this.playing = { programid, version, name: manifest.name };
      this.stopped = false;
      return { ok: true, fetched };
    } catch (error) {
      return failed(`download failed: ${(error as Error).message}`);
    }
  }

  private async answerSync(): Promise<CommandAnswer> {
    try {
      return { ok: true, ...(await this.syncSchedule()) };
    } catch (error) {
      return failed(`schedule not taken: ${(error as Error).message}`);
    }
  }

  private async resume(): Promise<void> {
    if (this.playing || !this.config.deviceApi) return;
    const { url, token } = this.config.deviceApi;
    const answer = await deviceFetch(`${url}/api/v1/${token}/program/current`);
    if (!answer.ok) return;
    const { programid, version } = (await answer.json()) as CurrentProgram;
    await this.play(programid, version);
  }

  /** Fetches the schedule and every program it names that the screen does not hold yet. */
  private async syncSchedule(): Promise<{ campaigns: number; fetched: number }> {
    const store = this.store;
    if (!store) throw new Error('no device API to fetch the schedule from');
    const campaigns = await this.schedule.fetch();
    let fetched = 0;
    for (const campaign of campaigns) {
      const held = store.manifestOf(campaign.programid);
      if (held?.version === campaign.version) continue;
      fetched += (await store.fetch(campaign.programid, campaign.version)).fetched;
    }
    return { campaigns: campaigns.length, fetched };
  }

  private async uploadScreenshot(): Promise<CommandAnswer> {
    if (!this.config.deviceApi) return failed('no device API to upload the screenshot to');
    const { url, token } = this.config.deviceApi;
    const picture = screenshotOf(this.width, this.height, this.showing ? this.playing : null);
    try {
      const answer = await deviceFetch(`${url}/api/v1/${token}/screenshot`, {
        method: 'POST',
        headers: { 'content-type': 'image/png' },
        body: new Uint8Array(picture),
      });
      if (!answer.ok) return failed(`the upload answered ${answer.status}`);
      return { ok: true, bytes: picture.length };
    } catch (error) {
      return failed(`the upload failed: ${(error as Error).message}`);
    }
  }
}
