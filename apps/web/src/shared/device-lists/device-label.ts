/** "Name · number", or the number alone when the device's name is its number (or it has none). */
export function deviceLabel(device: { devicecode: string; devicename: string }): string {
  const name = device.devicename.trim();
  return name === '' || name === device.devicecode ? device.devicecode : `${name} · ${device.devicecode}`;
}
