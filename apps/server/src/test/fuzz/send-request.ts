import type { FastifyInstance } from 'fastify';
import type { BuiltRequest } from './build-request';

/** What the app answered, read to the end (an event stream: only its head). */
export interface Answer {
  status: number;
  contentType: string;
  /** The body, or its first 4 MB when it is longer (`bytes` says). */
  body: Buffer;
  bytes: number;
  /** Why the body ended before it was complete, when it did. */
  cut?: string;
  /** Why no answer came at all. */
  failed?: string;
}

const keptBytes = 4 * 1024 * 1024;

/** Sends a request through Fastify's inject and reads the whole answer, within `timeoutMs`. */
export async function sendRequest(
  app: FastifyInstance,
  request: BuiltRequest,
  timeoutMs = 20_000,
): Promise<Answer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await app.inject({
      method: request.method,
      url: request.url,
      headers: request.headers,
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
      remoteAddress: request.remoteAddress,
      payloadAsStream: true,
      signal: controller.signal,
    });
    const contentType = String(response.headers['content-type'] ?? '');
    const answer: Answer = { status: response.statusCode, contentType, body: Buffer.alloc(0), bytes: 0 };
    // A live stream never ends by itself; its head says whether it opened.
    if (contentType.startsWith('text/event-stream')) {
      controller.abort();
      return answer;
    }
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of response.stream()) {
        const bytes = Buffer.from(chunk as Buffer);
        if (answer.bytes < keptBytes) chunks.push(bytes);
        answer.bytes += bytes.length;
      }
    } catch (error) {
      answer.cut = controller.signal.aborted ? `no end within ${timeoutMs} ms` : (error as Error).message;
    }
    answer.body = Buffer.concat(chunks).subarray(0, keptBytes);
    return answer;
  } catch (error) {
    const failed = controller.signal.aborted ? `no answer within ${timeoutMs} ms` : (error as Error).message;
    return { status: 0, contentType: '', body: Buffer.alloc(0), bytes: 0, failed };
  } finally {
    clearTimeout(timer);
  }
}
