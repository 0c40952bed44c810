import { isOnline, type LedScreen, screenBrightnessModes } from '@lamplighter/contract';
import type { ScreenRow } from './led-screens.repository';

export type LastPlay = NonNullable<LedScreen['lastplay']>;

/** The largest width or height a screen may claim: larger is no screen's, and is not shown. */
const SIDE_MAX = 100_000;

/** A whole number from 1 to `max` as reported, else null: a device's own number is not trusted. */
function whole(value: number | null, max = Number.MAX_SAFE_INTEGER): number | null {
  return value !== null && Number.isInteger(value) && value >= 1 && value <= max ? value : null;
}

/** A percentage as reported, within 0-100. */
function percent(value: number | null): number | null {
  return value === null ? null : Math.min(100, Math.max(0, value));
}

function playingOf(row: ScreenRow): LedScreen['playing'] {
  const programid = whole(row.program_id);
  if (programid === null) return null;
  return { programid, version: whole(row.program_version) ?? 0, name: row.programname ?? '' };
}

function downloadOf(row: ScreenRow): LedScreen['download'] {
  const programid = whole(row.download_program_id);
  if (programid === null) return null;
  return {
    programid,
    version: whole(row.download_version) ?? 0,
    percent: percent(row.download_percent) ?? 0,
  };
}

/** A screen of the list: its stored row, its last proof of play and when its screenshot came. */
export function presentScreen(
  row: ScreenRow,
  lastplay: LastPlay | undefined,
  screenshotat: string | undefined,
): LedScreen {
  return {
    id: row.id,
    devicecode: row.devicecode,
    devicename: row.devicename,
    projectid: row.projectid,
    projectname: row.projectname,
    groupname: row.groupname,
    runstate: row.runstate,
    online: isOnline(row.runstate),
    reportedat: row.reportedat,
    width: whole(row.width, SIDE_MAX),
    height: whole(row.height, SIDE_MAX),
    power: row.power === null ? null : row.power !== 0,
    brightness: percent(row.brightness),
    brightnessmode: screenBrightnessModes.find((mode) => mode.value === row.brightness_mode)?.key ?? null,
    volume: percent(row.volume),
    playing: playingOf(row),
    campaignid: whole(row.campaign_id),
    download: downloadOf(row),
    lastplay: lastplay ? { at: lastplay.at, campaignname: lastplay.campaignname } : null,
    screenshotat: screenshotat ?? null,
  };
}
