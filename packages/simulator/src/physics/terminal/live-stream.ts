import { type LiveFrame, LiveFrameReader } from '@lamplighter/contract';
import { type DeviceApi, deviceApiBase } from '../media-store';

async function* framesOf(body: ReadableStream<Uint8Array>): AsyncGenerator<LiveFrame> {
  const reader = new LiveFrameReader();
  for await (const part of body) yield* reader.push(part);
  if (reader.unfinished > 0) throw new Error('the live stream broke off');
}

/**
 * Opens a live broadcast's stream (`GET /api/v1/{token}/live/{sessionid}`) and answers its frames
 * as they come, until the platform ends it; throws why it could not open, or why it broke off.
 */
export async function openLiveStream(
  api: DeviceApi,
  sessionid: string,
  signal: AbortSignal,
): Promise<AsyncIterable<LiveFrame>> {
  const answer = await fetch(`${deviceApiBase(api)}/live/${sessionid}`, { signal });
  if (!answer.ok || !answer.body) throw new Error(`the live stream answered ${answer.status}`);
  return framesOf(answer.body);
}

/** Tells the platform the terminal has the frame `seq` and plays it: what its latency is measured by. */
export async function acknowledgeFrame(api: DeviceApi, sessionid: string, seq: number): Promise<void> {
  await fetch(`${deviceApiBase(api)}/live/${sessionid}/heard`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seq }),
  });
}
