/**
 * A program for a 128×256 pole screen: one region playing a library file when given, then a
 * line of text.
 */
export function programOf(name: string, mediaId?: number, text = 'Slow down at night') {
  const textItem = {
    type: 'text',
    text,
    fontsize: 20,
    color: '#ffffff',
    background: '',
    speed: 0,
    duration: 5,
  };
  const items =
    mediaId === undefined ? [textItem] : [{ type: 'media', mediaid: mediaId, duration: 8 }, textItem];
  return {
    name,
    width: 128,
    height: 256,
    regions: [{ name: 'all', x: 0, y: 0, width: 128, height: 256, items }],
  };
}
