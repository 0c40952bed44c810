/** Text (ffmpeg's own words, an error) with every URL's user and password taken out. */
export function redactAddresses(text: string): string {
  return text.replace(/([a-z]+:\/\/)[^/@\s]+@/gi, '$1***@');
}
