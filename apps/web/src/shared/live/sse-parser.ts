/** One event of a server-sent event stream: its `event:` name and its `data:` lines joined. */
export interface SseEvent {
  type: string;
  data: string;
}

/**
 * Reads a server-sent event stream in chunks as they arrive (a chunk may end anywhere): blocks
 * end with a blank line; comment lines (heartbeats) and fields other than event and data are
 * skipped.
 */
export class SseParser {
  private buffer = '';

  push(chunk: string): SseEvent[] {
    this.buffer += chunk.replace(/\r\n?/g, '\n');
    const events: SseEvent[] = [];
    let end = this.buffer.indexOf('\n\n');
    while (end >= 0) {
      const event = parseBlock(this.buffer.slice(0, end));
      if (event) events.push(event);
      this.buffer = this.buffer.slice(end + 2);
      end = this.buffer.indexOf('\n\n');
    }
    return events;
  }
}

function parseBlock(block: string): SseEvent | undefined {
  let type = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') type = value;
    else if (field === 'data') data.push(value);
  }
  return data.length > 0 ? { type, data: data.join('\n') } : undefined;
}
