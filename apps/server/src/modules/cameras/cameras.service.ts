import {
  API_BASE,
  type CameraItem,
  type CameraListQuery,
  type CameraPlay,
  type CameraSettings,
  type CameraSettingsBody,
  type CameraStreamQuery,
  type CameraWhepAnswer,
  endpoints,
  type SplitLayout,
} from '@lamplighter/contract';
import type { Actor, Caller } from '../../platform/caller';
import { fail } from '../../platform/errors';
import type { AuditService } from '../audit/audit.service';
import { type AuditEntry, audited } from '../audit/audited';
import type { CameraSnapshots } from './camera-snapshots';
import type { CameraAddresses, CamerasRepository } from './cameras.repository';
import { rewritePlaylist } from './playlist-rewrite';
import type { RtspRepackager } from './rtsp-repackager';
import type { Snapshot } from './snapshot-fetch';
import type { StreamFile } from './stream-file';
import type { StreamLinks } from './stream-links';
import { upstreamFile } from './upstream-hls';
import type { WhepRelay } from './whep-relay';

const EMPTY_SPLIT: SplitLayout = { layout: 4, tiles: [null, null, null, null] };

function presentSettings(deviceId: number, row: CameraAddresses): CameraSettings {
  return {
    id: deviceId,
    streamurl: row.streamUrl,
    rtspurl: row.rtspUrl,
    whepurl: row.whepUrl,
    snapshoturl: row.snapshotUrl,
    ptz: row.ptz ? 1 : 0,
  };
}

/**
 * The rules of the cameras: the caller's subtree only; a browser plays a camera's HLS through the
 * platform by signed links, an RTSP-only one through a conversion on the server, a WHEP one by
 * offers the platform passes on; the split screen keeps only cameras its owner may see.
 */
export class CamerasService {
  constructor(
    private readonly repository: CamerasRepository,
    private readonly links: StreamLinks,
    private readonly repackager: RtspRepackager,
    private readonly audit: AuditService,
    private readonly snapshots: CameraSnapshots,
    private readonly whepRelay: WhepRelay,
  ) {}

  list(caller: Caller, query: CameraListQuery): Promise<{ list: CameraItem[]; total: number }> {
    return this.repository.list(caller, query);
  }

  async settings(caller: Caller, id: number): Promise<CameraSettings> {
    return presentSettings(id, await this.addresses(caller, id));
  }

  update(caller: Caller, change: CameraSettingsBody, actor: Actor): Promise<CameraSettings> {
    const entry: AuditEntry = { action: 'camera.update', targetType: 'camera', targetId: change.id };
    return audited(this.audit, actor, entry, async () => {
      const before = await this.addresses(caller, change.id);
      const after: CameraAddresses = {
        streamUrl: change.streamurl === undefined ? before.streamUrl : (change.streamurl ?? ''),
        rtspUrl: change.rtspurl === undefined ? before.rtspUrl : (change.rtspurl ?? ''),
        whepUrl: change.whepurl === undefined ? before.whepUrl : (change.whepurl ?? ''),
        snapshotUrl: change.snapshoturl === undefined ? before.snapshotUrl : (change.snapshoturl ?? ''),
        ptz: change.ptz === undefined || change.ptz === null ? before.ptz : change.ptz === 1,
      };
      await this.repository.save(change.id, after);
      // The addresses themselves may hold a password: the log says only which changed.
      const changed = (Object.keys(after) as (keyof CameraAddresses)[]).filter(
        (key) => after[key] !== before[key],
      );
      return { result: presentSettings(change.id, after), detail: { changed } };
    });
  }

  async play(caller: Caller, id: number): Promise<CameraPlay> {
    const addresses = await this.addresses(caller, id);
    if (addresses.streamUrl === '' && addresses.rtspUrl !== '') await this.repackager.admit(id);
    if (addresses.streamUrl !== '' || addresses.rtspUrl !== '') {
      const { url, expires } = this.links.link(id, 'index.m3u8');
      return { kind: 'hls', url, expires: new Date(expires * 1000).toISOString() };
    }
    if (addresses.whepUrl !== '')
      return { kind: 'whep', url: `${API_BASE}${endpoints.camera.whep.path}`, expires: null };
    throw fail.conflict('camera.noStream');
  }

  /** A WebRTC camera's answer to the caller's offer, passed on by the platform. */
  async whep(caller: Caller, id: number, offer: string): Promise<CameraWhepAnswer> {
    const { whepUrl } = await this.addresses(caller, id);
    if (whepUrl === '') throw fail.conflict('camera.noWhep');
    return this.whepRelay.open(caller.accountId, whepUrl, offer);
  }

  /** Ends a WebRTC session the caller opened. */
  whepStop(caller: Caller, session: string): Promise<void> {
    return this.whepRelay.close(caller.accountId, session);
  }

  /** A file of a camera's stream by a signed link, for a caller who may see the camera. */
  async stream(caller: Caller, query: CameraStreamQuery): Promise<StreamFile> {
    const link = this.links.verify(query);
    if (!link) throw fail.forbidden('camera.linkExpired');
    const addresses = await this.addresses(caller, link.cameraId);
    const file =
      addresses.streamUrl !== ''
        ? await upstreamFile(addresses.streamUrl, query.file)
        : addresses.rtspUrl !== ''
          ? await this.repackager.file(link.cameraId, addresses.rtspUrl, query.file)
          : undefined;
    if (!file) throw fail.conflict('camera.noStream');
    if (file.kind === 'segment') return file;
    const text = rewritePlaylist(file.text, (name) =>
      this.links.linkUntil(link.cameraId, name, link.expires),
    );
    if (text === undefined) throw fail.conflict('camera.streamUnavailable');
    return { kind: 'playlist', text };
  }

  /** A still image of a camera the caller may see, and how many seconds a browser may keep it. */
  async snapshot(caller: Caller, id: number): Promise<{ snapshot: Snapshot; maxAge: number }> {
    return this.snapshots.take(id, await this.addresses(caller, id));
  }

  async splitScreen(caller: Caller): Promise<SplitLayout> {
    const stored = await this.repository.splitScreen(caller.accountId);
    if (!stored) return EMPTY_SPLIT;
    return this.visibleTiles(caller, stored.layout as SplitLayout['layout'], stored.tiles);
  }

  saveSplitScreen(
    caller: Caller,
    layout: SplitLayout['layout'],
    tiles: (number | null)[],
    actor: Actor,
  ): Promise<SplitLayout> {
    const entry: AuditEntry = { action: 'camera.layout', targetType: 'camera', detail: { layout } };
    return audited(this.audit, actor, entry, async () => {
      const screen = await this.visibleTiles(caller, layout, tiles);
      await this.repository.saveSplitScreen(caller.accountId, screen);
      return { result: screen };
    });
  }

  /** Exactly `layout` tiles, each a camera the caller may see or empty. */
  private async visibleTiles(
    caller: Caller,
    layout: SplitLayout['layout'],
    tiles: (number | null)[],
  ): Promise<SplitLayout> {
    const wanted = Array.from({ length: layout }, (_, index) => tiles[index] ?? null);
    const visible = await this.repository.visible(
      caller,
      wanted.filter((id): id is number => id !== null),
    );
    return { layout, tiles: wanted.map((id) => (id !== null && visible.has(id) ? id : null)) };
  }

  private async addresses(caller: Caller, id: number): Promise<CameraAddresses> {
    const found = await this.repository.addresses(caller, id);
    if (!found) throw fail.notFound('camera');
    const { deviceId: _, ...addresses } = found;
    return addresses;
  }
}
