/** A station's number, shown beside its name unless the name is the number (a station never named). */
export function codeBesideName(station: { devicecode: string; devicename: string }): string | undefined {
  return station.devicename.trim() === station.devicecode ? undefined : station.devicecode;
}
