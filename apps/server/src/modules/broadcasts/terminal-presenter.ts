import { isOnline, type Terminal } from '@lamplighter/contract';
import type { TerminalRow } from './terminals.repository';

/** A whole number from 1 up as reported, else null: a device's own number is not trusted. */
function whole(value: number | null): number | null {
  return value !== null && Number.isSafeInteger(value) && value >= 1 ? value : null;
}

function playingOf(row: TerminalRow): Terminal['playing'] {
  const broadcastid = whole(row.broadcast_id);
  if (broadcastid === null) return null;
  return { broadcastid, name: row.playingname ?? '', emergency: row.emergency === 1 };
}

function lastPlayedOf(row: TerminalRow): Terminal['lastplayed'] {
  if (row.lastid === null || row.lastat === null) return null;
  return { broadcastid: row.lastid, name: row.lastname ?? '', at: row.lastat };
}

/** A terminal of the broadcast list from its stored row. */
export function presentTerminal(row: TerminalRow): Terminal {
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
    power: row.power === null ? null : row.power !== 0,
    volume: row.volume === null ? null : Math.min(100, Math.max(0, row.volume)),
    playing: playingOf(row),
    lastplayed: lastPlayedOf(row),
  };
}
