import type { Readable } from 'node:stream';
import {
  DEVICE_TYPE,
  type LedScreen,
  type LedScreenListQuery,
  SCREENSHOT_MAX_BYTES,
} from '@lamplighter/contract';
import type { Caller } from '../../platform/caller';
import { fail } from '../../platform/errors';
import type { DeviceIdentity } from '../../transport/device-messages';
import { type LastPlay, presentScreen } from './led-screen-presenter';
import type { LedScreensRepository } from './led-screens.repository';
import { type Screenshot, type ScreenshotStore, screenshotTooLarge } from './screenshot-store';

/** The latest proof of play of each of some screens that played (the campaigns answer it). */
export type LastPlays = (deviceIds: number[]) => Promise<Map<number, LastPlay>>;

/**
 * The rules of screen management: the caller's screens only, each with its latest values, proof
 * of play and screenshot; a screenshot comes from the screen itself, and only from a screen.
 */
export class LedScreensService {
  constructor(
    private readonly repository: LedScreensRepository,
    private readonly screenshots: ScreenshotStore,
    private readonly lastPlays: LastPlays,
  ) {}

  async list(caller: Caller, query: LedScreenListQuery): Promise<{ list: LedScreen[]; total: number }> {
    const { rows, total } = await this.repository.list(caller, query);
    const ids = rows.map((row) => row.id);
    const [plays, shots] = await Promise.all([
      ids.length > 0 ? this.lastPlays(ids) : new Map<number, LastPlay>(),
      this.screenshots.times(ids),
    ]);
    return {
      list: rows.map((row) => presentScreen(row, plays.get(row.id), shots.get(row.id)?.toISOString())),
      total,
    };
  }

  /** A screen's latest screenshot; a screen not the caller's is not found, like one without any. */
  async screenshot(caller: Caller, id: number): Promise<Screenshot> {
    if (!(await this.repository.isScreenOf(caller, id))) throw fail.notFound('LED screen');
    const shot = await this.screenshots.open(id);
    if (!shot) throw fail.missing('ledscreen.noScreenshot');
    return shot;
  }

  /**
   * Keeps what a screen uploaded as its latest screenshot: a PNG or JPEG of at most
   * SCREENSHOT_MAX_BYTES, refused at once when its announced length is larger.
   */
  async receiveScreenshot(
    device: DeviceIdentity,
    announcedBytes: number | undefined,
    content: Readable,
  ): Promise<{ ok: true; bytes: number }> {
    if (device.typeId !== DEVICE_TYPE.ledScreen) throw fail.forbidden('ledscreen.notAScreen');
    if (announcedBytes !== undefined && announcedBytes > SCREENSHOT_MAX_BYTES) {
      throw screenshotTooLarge(SCREENSHOT_MAX_BYTES);
    }
    const { bytes } = await this.screenshots.save(device.deviceId, content, SCREENSHOT_MAX_BYTES);
    return { ok: true, bytes };
  }
}
