import { ADMIN_PASSWORD, type TestApp } from '../test-app';
import { problemsOf } from './answer-verdict';
import { type BuiltRequest, buildRequest, describeRequest } from './build-request';
import { deletedKind, type Pools, VICTIM } from './field-hints';
import { type FileKind, fileContents } from './file-parts';
import { makePools, Victims } from './fuzz-records';
import type { FuzzTarget } from './fuzz-targets';
import { FuzzIdentity, makeReader } from './identities';
import type { RequestPlan } from './request-plan';
import { type Answer, sendRequest } from './send-request';

/** The app under fuzz, who the requests come from, and the records they name. */
export interface FuzzSession {
  t: TestApp;
  admin: FuzzIdentity;
  reader: FuzzIdentity;
  pools: Pools;
  victims: Victims;
  files: Record<FileKind, Buffer>;
  /** The app's log; the fuzz reads each request's error lines from it and then empties it. */
  logLines: string[];
}

/** One request of the fuzz and what came of it. */
export interface Outcome {
  target: string;
  request: BuiltRequest;
  described: string;
  answer: Answer;
  problems: string[];
  /** The first line of the error the app logged while answering, if it logged one. */
  serverError: string | undefined;
  /** What the request changed about the identity it was sent as (put back since). */
  disturbed: string | undefined;
}

/** `t` must have been started with `logLines` (startTestApp's option), the same array given here. */
export async function startFuzzSession(t: TestApp, logLines: string[]): Promise<FuzzSession> {
  const admin = await FuzzIdentity.signIn(t, 'admin', ADMIN_PASSWORD);
  const reader = await makeReader(t, 'fuzzreader', 'Read#Only2026');
  const pools = await makePools(t, admin.token);
  return {
    t,
    admin,
    reader,
    pools,
    victims: new Victims(t, () => admin.token, pools),
    files: await fileContents(),
    logLines,
  };
}

function withVictim(value: unknown, id: number): unknown {
  if (value === VICTIM) return id;
  if (Array.isArray(value)) return value.map((item) => withVictim(item, id));
  return value;
}

function firstErrorLine(lines: string[]): string | undefined {
  for (const line of lines) {
    let entry: { level?: number; msg?: string; err?: { type?: string; message?: string } };
    try {
      entry = JSON.parse(line);
    } catch {
      continue;
    }
    if ((entry.level ?? 0) < 50) continue;
    const cause = entry.err ? `${entry.err.type ?? 'Error'}: ${entry.err.message ?? ''}` : '';
    return `${entry.msg ?? ''}${cause ? ` — ${cause}` : ''}`.split('\n')[0];
  }
  return undefined;
}

/** Sends one planned request to `target`, checks the answer and keeps the identities usable. */
export async function runPlan(session: FuzzSession, target: FuzzTarget, plan: RequestPlan): Promise<Outcome> {
  const victimKind = deletedKind(target.group);
  const usesVictim =
    target.isDelete && victimKind !== undefined && JSON.stringify(plan.input).includes(VICTIM);
  let input = plan.input;
  if (usesVictim && victimKind) {
    const id = await session.victims.idOf(victimKind);
    input = Object.fromEntries(Object.entries(input).map(([key, value]) => [key, withVictim(value, id)]));
  }
  const request = buildRequest({ ...plan, input }, target.endpoint.path, target.inQuery, {
    adminToken: session.admin.token,
    readerToken: session.reader.token,
    files: session.files,
  });
  session.logLines.length = 0;
  const answer = await sendRequest(session.t.app, request);
  const serverError = firstErrorLine(session.logLines);
  session.logLines.length = 0;
  if (usesVictim && victimKind && answer.status === 200) session.victims.deleted(victimKind);
  let disturbed: string | undefined;
  // A request that changed its own caller was a change (a POST or a delete) that answered 2xx, or one
  // that failed half-way: then this or the next request is refused.
  const change = plan.method === 'POST' || target.isDelete;
  const answered = answer.status > 0 && answer.status < 400;
  if ((change && answered) || answer.status === 401 || answer.status === 403) {
    if (plan.caller === 'admin') disturbed = await session.admin.ensure();
    if (plan.caller === 'reader') disturbed = await session.reader.ensure();
  }
  return {
    target: target.name,
    request,
    described: describeRequest(request, plan.caller),
    answer,
    problems: problemsOf(target, plan.method, answer),
    serverError,
    disturbed,
  };
}

/** Whether the app still answers a signed-in call that reads the database; why not, if it does not. */
export async function stillAnswers(session: FuzzSession): Promise<string | undefined> {
  await session.admin.ensure();
  for (const path of ['/sys/user/info', '/remote/project/list']) {
    const answer = await session.t.get(path, { token: session.admin.token });
    if (answer.statusCode !== 200) return `${path} answered ${answer.statusCode}: ${answer.body.message}`;
  }
  return undefined;
}
