import {
  DEVICE_COLUMN_BYTES,
  DEVICE_COLUMNS_HEADER_BYTES,
  DEVICE_COLUMNS_MAGIC,
  DEVICE_COLUMNS_VERSION,
  type DeviceFilter,
} from '@lamplighter/contract';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Caller } from '../../platform/caller';
import { telemetryLatest } from '../telemetry/telemetry.table';
import { deviceConditions } from './device-filter';
import { devices } from './devices.table';
import { keyOf } from './lamp-values';

/**
 * Every located device the filter finds, as the 3D view draws it, packed by the database into one
 * bytea of 24-byte records in the layout of the contract (device-columns.ts): the send functions
 * write network byte order, which the answer keeps, so the server copies the records untouched. A
 * load power out of float4's range (never reported by a lamp) is sent as NaN rather than failing.
 */
export class DeviceColumns {
  constructor(
    private readonly db: Database,
    private readonly today: () => string,
  ) {}

  async of(caller: Caller, filter: DeviceFilter): Promise<Buffer> {
    const power = sql`case when abs(${telemetryLatest.numberValue}) < 1e38
      then ${telemetryLatest.numberValue} else 'NaN' end`;
    const packed = sql<Uint8Array | null>`string_agg(
      int4send(${devices.id}) || float4send(${devices.longitude}::float4) || float4send(${devices.latitude}::float4)
        || int4send(${devices.projectId}) || float4send(coalesce(${power}, 'NaN')::float4)
        || substr(int2send(${devices.typeId}), 2, 1) || substr(int2send(coalesce(${devices.runState}, 0)::int2), 2, 1)
        || '\\x0000'::bytea,
      ''::bytea)`;
    const [row] = await this.db
      .select({ packed })
      .from(devices)
      .leftJoin(
        telemetryLatest,
        and(eq(telemetryLatest.deviceId, devices.id), eq(telemetryLatest.key, keyOf('loadpower'))),
      )
      .where(
        and(
          deviceConditions(caller, filter, this.today()),
          isNotNull(devices.longitude),
          isNotNull(devices.latitude),
        ),
      );
    return withColumnsHeader(row?.packed ?? new Uint8Array(0));
  }
}

/** The header of the contract before the records. */
export function withColumnsHeader(records: Uint8Array): Buffer {
  const header = Buffer.alloc(DEVICE_COLUMNS_HEADER_BYTES);
  header.write(DEVICE_COLUMNS_MAGIC, 0, 'latin1');
  header.writeUInt32BE(DEVICE_COLUMNS_VERSION, 4);
  header.writeUInt32BE(Math.floor(records.byteLength / DEVICE_COLUMN_BYTES), 8);
  return Buffer.concat([header, records]);
}
