import type { Device, DeviceDetail, DeviceLiveState } from '@lamplighter/contract';
import { eq, getTableName, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { manufacturers } from '../manufacturers/manufacturers.table';
import { deviceGroups, projects } from '../projects/projects.table';
import { devices } from './devices.table';

// The names are looked up per row rather than joined: planning a five-table join took the list
// page 1.6 ms at 100,000 devices, four times as long as running it; these lookups plan in 0.4 ms.
/** A column of the listed device, qualified: without a join Drizzle leaves columns bare. */
export const listed = (column: AnyPgColumn) => sql.raw(`"${getTableName(devices)}"."${column.name}"`);
const nameOf = <T>(table: PgTable, wanted: AnyPgColumn, key: AnyPgColumn) =>
  sql<T>`(select l.${sql.identifier(wanted.name)} from ${table} l where l.id = ${listed(key)})`;

const projectName = nameOf<string>(projects, projects.name, devices.projectId);
const groupName = nameOf<string | null>(deviceGroups, deviceGroups.name, devices.groupId);
const manufacturerName = nameOf<string | null>(manufacturers, manufacturers.name, devices.manufacturerId);
const gatewayCode = nameOf<string | null>(devices, devices.code, devices.gatewayId);

/**
 * The columns of a device with the names of what it belongs to. The detail's few extra columns
 * are read for lists too; the presenters decide what leaves.
 */
export const deviceColumns = {
  id: devices.id,
  code: devices.code,
  name: devices.name,
  typeId: devices.typeId,
  projectId: devices.projectId,
  projectName,
  groupId: devices.groupId,
  groupName,
  serialNumber: devices.serialNumber,
  communicationType: devices.communicationType,
  isNbiot: devices.isNbiot,
  isBms: devices.isBms,
  isGridComplementary: devices.isGridComplementary,
  packageExpire: devices.packageExpire,
  simStart: devices.simStart,
  simEnd: devices.simEnd,
  longitude: devices.longitude,
  latitude: devices.latitude,
  poleNumber: devices.poleNumber,
  installDate: devices.installDate,
  manufacturerId: devices.manufacturerId,
  manufacturerName,
  model: devices.model,
  lampPower: devices.lampPower,
  firmwareVersion: devices.firmwareVersion,
  remark: devices.remark,
  gatewayId: devices.gatewayId,
  gatewayCode,
  circuitId: devices.circuitId,
  runState: devices.runState,
  createdAt: devices.createdAt,
  updatedAt: devices.updatedAt,
  verifyCode: devices.verifyCode,
  tokenHint: devices.tokenHint,
  tokenRotatedAt: devices.tokenRotatedAt,
};

/** Devices with the names of their project, group, manufacturer and gateway; callers add the where. */
export function selectDevices(db: Database) {
  return db.select(deviceColumns).from(devices).$dynamic();
}

const gateways = alias(devices, 'gateway');

/**
 * The columns of `selectDevices` with the names joined: for a statement prepared once, which the
 * database plans once (see `DevicesQueries.list`), so that the join's planning does not recur;
 * `extra` adds what only the list shows.
 */
export function selectDevicesJoiningNames<Extra extends Record<string, SQL>>(db: Database, extra: Extra) {
  return db
    .select({
      ...deviceColumns,
      ...extra,
      projectName: projects.name,
      groupName: deviceGroups.name,
      manufacturerName: manufacturers.name,
      gatewayCode: gateways.code,
    })
    .from(devices)
    .innerJoin(projects, eq(projects.id, devices.projectId))
    .leftJoin(deviceGroups, eq(deviceGroups.id, devices.groupId))
    .leftJoin(manufacturers, eq(manufacturers.id, devices.manufacturerId))
    .leftJoin(gateways, eq(gateways.id, devices.gatewayId))
    .$dynamic();
}

export type DeviceRow = Awaited<ReturnType<typeof selectDevices>>[number];

/** A device row as the contract's `device`: the presenter, so that no other column leaks. */
export function presentDevice(row: DeviceRow): Device {
  return {
    id: row.id,
    devicecode: row.code,
    devicename: row.name,
    devicetype: row.typeId,
    projectid: row.projectId,
    projectname: row.projectName,
    groupid: row.groupId,
    groupname: row.groupName ?? '',
    serialnumber: row.serialNumber,
    communicationtype: row.communicationType,
    isnbiot: row.isNbiot ? 1 : 0,
    isbms: row.isBms ? 1 : 0,
    isgridcomplementary: row.isGridComplementary ? 1 : 0,
    packageexpire: row.packageExpire,
    simstart: row.simStart,
    simend: row.simEnd,
    longitude: row.longitude,
    latitude: row.latitude,
    polenumber: row.poleNumber,
    installdate: row.installDate,
    manufacturerid: row.manufacturerId,
    manufacturername: row.manufacturerName ?? '',
    model: row.model,
    lamppower: row.lampPower,
    firmwareversion: row.firmwareVersion,
    remark: row.remark,
    gatewayid: row.gatewayId,
    gatewaycode: row.gatewayCode ?? '',
    circuitid: row.circuitId,
    runstate: row.runState,
    createtime: row.createdAt.toISOString(),
    updatetime: row.updatedAt.toISOString(),
  };
}

/**
 * The detail; the verification code only for those who may change the device. What the device
 * reported last comes from the telemetry module (DevicesService adds it).
 */
export function presentDeviceDetail(
  row: DeviceRow,
  showVerifyCode: boolean,
): Omit<DeviceDetail, keyof DeviceLiveState> {
  return {
    ...presentDevice(row),
    verifycode: showVerifyCode ? row.verifyCode : '',
    tokenhint: row.tokenHint,
    tokenrotatetime: row.tokenRotatedAt?.toISOString() ?? null,
  };
}
