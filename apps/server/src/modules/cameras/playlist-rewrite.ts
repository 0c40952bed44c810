/** A file name a playlist may name: no path, no query (what the stream links can carry). */
const PLAIN_FILE = /^[\w.-]+$/;

/**
 * A playlist with every file it names (segment lines, and the URI="..." of tags such as
 * EXT-X-MAP) given as `linkOf(file)`. Files must sit beside the playlist: a name with a path, a
 * query or another host is refused (undefined), as the links cannot reach it.
 */
export function rewritePlaylist(text: string, linkOf: (file: string) => string): string | undefined {
  const lines = text.split(/\r?\n/);
  const out: string[] = [];
  for (const line of lines) {
    if (line.startsWith('#')) {
      const tag = rewriteUris(line, linkOf);
      if (tag === undefined) return undefined;
      out.push(tag);
    } else if (line.trim() === '') {
      out.push(line);
    } else {
      const file = line.trim();
      if (!PLAIN_FILE.test(file)) return undefined;
      out.push(linkOf(file));
    }
  }
  return out.join('\n');
}

function rewriteUris(tag: string, linkOf: (file: string) => string): string | undefined {
  let refused = false;
  const rewritten = tag.replace(/URI="([^"]*)"/g, (_whole, file: string) => {
    if (!PLAIN_FILE.test(file)) refused = true;
    return `URI="${linkOf(file)}"`;
  });
  return refused ? undefined : rewritten;
}
