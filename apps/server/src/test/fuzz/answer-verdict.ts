import { errorBody } from '@lamplighter/contract';
import type { FuzzTarget } from './fuzz-targets';
import type { Answer } from './send-request';

function firstLine(text: string, limit = 160): string {
  const line = text.split('\n')[0] ?? '';
  return line.length > limit ? `${line.slice(0, limit)}…` : line;
}

function parsedJson(body: Buffer): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(body.toString('utf8')) };
  } catch {
    return { ok: false };
  }
}

/**
 * What is wrong with an answer, if anything: a status of 500 or more, a body cut short, an error
 * that is not in the platform's `{status, message, data: null}` shape. A file or a stream is
 * accepted as it is only when the status is 200; an answer to HEAD has no body to check.
 */
export function problemsOf(target: FuzzTarget, method: string, answer: Answer): string[] {
  if (answer.failed) return [`no answer: ${answer.failed}`];
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`answered ${answer.status}`);
  if (answer.cut)
    problems.push(`answer ${answer.status} cut after ${answer.bytes} bytes: ${firstLine(answer.cut)}`);
  if (method === 'HEAD' || (target.binary && answer.status === 200)) return problems;
  // A page of 500 rows may run past what was kept: only its status says anything then.
  if (answer.bytes > answer.body.length) {
    if (answer.status !== 200) problems.push(`error ${answer.status} of ${answer.bytes} bytes`);
    return problems;
  }
  const json = parsedJson(answer.body);
  if (!json.ok) {
    problems.push(`answer ${answer.status} is not JSON: ${firstLine(answer.body.toString('utf8'))}`);
    return problems;
  }
  // The body's status is the HTTP status or a catalogue code (2001-2005).
  const status = (json.value as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 500 && status < 600)
    problems.push(`body says status ${status}`);
  if (answer.status !== 200 && !errorBody.safeParse(json.value).success) {
    problems.push(
      `error ${answer.status} not in the platform's shape: ${firstLine(answer.body.toString('utf8'))}`,
    );
  }
  return problems;
}
