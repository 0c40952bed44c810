/** "Name · number", or the number alone when the screen's name is its number (or it has none). */
export function screenLabel(screen: { devicecode: string; devicename: string }): string {
  const name = screen.devicename.trim();
  return name === '' || name === screen.devicecode ? screen.devicecode : `${name} · ${screen.devicecode}`;
}
