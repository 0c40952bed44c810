/** LIKE patterns that match the text literally: `%`, `_` and `\` in user input lose their meaning. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

export function startsWithPattern(text: string): string {
  return `${escapeLike(text)}%`;
}

export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
