import { type CommandMethod, commandParams } from '@lamplighter/contract';
import fc from 'fast-check';
import { problemsOf } from '../fuzz/answer-verdict';
import { type BuiltRequest, buildRequest, describeRequest } from '../fuzz/build-request';
import { coherent, fieldHints, type Pools } from '../fuzz/field-hints';
import type { FileKind } from '../fuzz/file-parts';
import { endpointSeed } from '../fuzz/fuzz-seed';
import type { FuzzTarget } from '../fuzz/fuzz-targets';
import type { FuzzIdentity } from '../fuzz/identities';
import { type Encoding, plainPlan } from '../fuzz/request-plan';
import { type Answer, sendRequest } from '../fuzz/send-request';
import { inputSchemaOf, validInput } from '../fuzz/valid-input';
import type { TestApp } from '../test-app';
import { answerContent, shownSecrets } from './answer-content';
import type { AttemptKind, IsolationTally } from './isolation-tally';
import {
  type Identifiers,
  identifierFields,
  identifierTexts,
  namedBy,
  namingHint,
  requiring,
  type Variant,
  variantName,
} from './naming';
import { changesBetween, type TenantSnapshot } from './tenant-snapshot';

/** A change to what the platform holds, by its audit action or a read mark; anything else reads. */
export function isChange(target: FuzzTarget): boolean {
  return target.endpoint.audit !== undefined || target.endpoint.access.endsWith(':read');
}

/**
 * One caller's requests to the endpoints, each naming another tenant's records: what it calls as,
 * its own records (for the fields that do not name the other's), the other tenant's identifiers
 * and their twins that exist nowhere, the texts of the other tenant that no answer may show, and
 * the snapshot of the other tenant's records that no request may change.
 */
export interface NamingPass {
  kind: 'cross-account' | 'read-only';
  caller: string;
  identity: FuzzIdentity;
  own: Pools;
  names: Identifiers;
  ghosts: Identifiers;
  secrets: string[];
  face: Buffer;
  files: Record<FileKind, Buffer>;
  snapshot: TenantSnapshot;
}

export interface PassOptions {
  seed: number;
  /** Inputs drawn per variant of each endpoint. */
  draws: number;
}

/**
 * Every field naming the other tenant; each one alone (the others left out where they may be);
 * lists mixing the caller's records with the other's. A change also names each one beside the
 * caller's own records in the other fields (my device into your project), which a read, filtering
 * by all of them at once, answers as it answers the first.
 */
function variantsOf(target: FuzzTarget, names: Identifiers): Variant[] {
  const fields = identifierFields(target, names);
  const variants: Variant[] = [{ kind: 'all' }];
  if (fields.length > 1) {
    for (const field of fields) {
      variants.push({ kind: 'alone', field });
      if (isChange(target)) variants.push({ kind: 'only', field });
    }
  }
  const lists = JSON.stringify(target.schema).includes('"type":"array"');
  if (fields.length > 0 && lists) variants.push({ kind: 'mixed' });
  return variants;
}

/** A command's parameters as its method takes them, where the schema alone pairs any with any. */
function withMatchingParams(input: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const method = input.method;
  if (typeof method !== 'string' || !Object.hasOwn(commandParams, method) || !('params' in input))
    return fc.constant(input);
  const params = validInput(inputSchemaOf(commandParams[method as CommandMethod]));
  return params.map((value) => ({ ...input, params: value }));
}

function inputs(
  target: FuzzTarget,
  pass: NamingPass,
  names: Identifiers,
  variant: Variant,
  options: PassOptions,
) {
  const fields = identifierFields(target, names);
  const named = namedBy(variant, fields);
  const required = new Set(target.schema.required ?? []);
  const schema = requiring(target.schema, named);
  // Deletes name the caller's own records as any other call does, not records made to be deleted.
  const own = fieldHints(target.group, false, pass.own);
  const arbitrary = validInput(schema, namingHint(target, names, own, variant))
    .chain((input) => withMatchingParams(input as Record<string, unknown>))
    .map((input) => {
      // The fuzz's rules that tie fields together, without undoing the fields that name the other tenant.
      const result = { ...coherent(input, pass.own) };
      for (const field of named) if (field in input) result[field] = input[field];
      if (variant.kind === 'alone') {
        for (const field of fields) if (field !== variant.field && !required.has(field)) delete result[field];
      }
      return result;
    });
  return fc.sample(arbitrary, {
    seed: endpointSeed(options.seed, `${target.name} ${variantName(variant)}`),
    numRuns: options.draws,
  });
}

function textsOf(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') into.add(value);
  else if (typeof value === 'number') into.add(String(value));
  else if (Array.isArray(value)) for (const item of value) textsOf(item, into);
  else if (value !== null && typeof value === 'object')
    for (const item of Object.values(value)) textsOf(item, into);
}

let addresses = 0;

/** Sends one input as the pass's caller; signs the caller in again when a request signed it out. */
async function send(
  t: TestApp,
  pass: NamingPass,
  target: FuzzTarget,
  input: Record<string, unknown>,
  encoding: Encoding,
  tally: IsolationTally,
): Promise<{ request: BuiltRequest; answer: Answer; disturbed: string | undefined }> {
  // Addresses of their own, clear of the per-address limits of the public calls.
  addresses += 1;
  const plan = plainPlan(target, { input, encoding, address: (addresses % 250) + 1 });
  // The plan's 'admin' is whoever the context's token belongs to: here the pass's caller.
  const context = { adminToken: pass.identity.token, readerToken: pass.identity.token, files: pass.files };
  const request = buildRequest(plan, target.endpoint.path, target.inQuery, context);
  const answer = await sendRequest(t.app, request);
  let disturbed: string | undefined;
  const answered = answer.status > 0 && answer.status < 400;
  if ((isChange(target) && answered) || answer.status === 401 || answer.status === 403) {
    disturbed = await pass.identity.ensure();
    if (disturbed?.includes(' was signed out')) {
      tally.selfChange();
      disturbed = undefined;
    }
  }
  return { request, answer, disturbed };
}

/** The content with each identifier replaced by its place in the list, so that twins compare equal. */
function withPlaces(content: string, texts: string[]): string {
  let result = content;
  texts.forEach((text, index) => {
    result = result.split(text).join(`<identifier ${index}>`);
  });
  return result;
}

/** Endpoints in catalogue order, deletes last: the caller's own records stay for the calls before. */
function ordered(targets: FuzzTarget[]): FuzzTarget[] {
  return [...targets.filter((target) => !target.isDelete), ...targets.filter((target) => target.isDelete)];
}

/**
 * Runs the pass over `targets` and counts it in `tally`. A leak is an answer that shows a text of the
 * other tenant the caller never sent, a read that answers otherwise for the other tenant's records
 * than for records that exist nowhere, a change to the other tenant's records (compared after each
 * endpoint), a change to the caller's own role or place, and, for a read-only caller, any change
 * answered 2xx.
 */
export async function runNamingPass(
  t: TestApp,
  pass: NamingPass,
  targets: FuzzTarget[],
  options: PassOptions,
  tally: IsolationTally,
  mayCall: (target: FuzzTarget) => boolean = () => true,
): Promise<void> {
  const known = new Set<string>();
  const theirTexts = identifierTexts(pass.names);
  const ghostTexts = identifierTexts(pass.ghosts);
  let before = await pass.snapshot.rows();
  for (const target of ordered(targets)) {
    if (!mayCall(target)) continue;
    const change = isChange(target);
    const kind: AttemptKind =
      pass.kind === 'read-only' ? 'read-only change' : change ? 'cross-account change' : 'cross-account read';
    const leak = (why: string, request: BuiltRequest) =>
      tally.leak({
        kind,
        caller: pass.caller,
        target: target.name,
        why,
        request: describeRequest(request, pass.caller),
      });
    for (const variant of variantsOf(target, pass.names)) {
      const real = inputs(target, pass, pass.names, variant, options);
      const twins = change ? [] : inputs(target, pass, pass.ghosts, variant, options);
      for (const [index, input] of real.entries()) {
        const takesFile = 'file' in (target.schema.properties ?? {});
        const encoding: Encoding = target.inQuery
          ? 'query'
          : takesFile
            ? 'multipart'
            : index % 2 === 0
              ? 'json'
              : 'form';
        textsOf(input, known);
        const { request, answer, disturbed } = await send(t, pass, target, input, encoding, tally);
        tally.attempt(kind, target.name, answer.status);
        const problems = problemsOf(target, request.method, answer);
        if (problems.length > 0) {
          tally.failure(
            `${target.name} as ${pass.caller}: ${problems.join('; ')}\n${describeRequest(request, pass.caller)}`,
          );
        }
        if (disturbed) leak(`the caller changed itself: ${disturbed}`, request);
        if (pass.kind === 'read-only') {
          if (answer.status >= 200 && answer.status < 300)
            leak(`a read-only caller's change answered ${answer.status}`, request);
          continue;
        }
        const content = await answerContent(answer);
        const unsent = [...new Set([...pass.secrets, ...theirTexts.filter((text) => !known.has(text))])];
        const shown = shownSecrets(content, answer, unsent, pass.face);
        if (shown.length > 0) leak(`answer ${answer.status} shows ${shown.join(', ')}`, request);
        const twin = twins[index];
        // A twin that names nothing of the other tenant is the same request: nothing to tell apart.
        if (!twin || JSON.stringify(twin) === JSON.stringify(input)) continue;
        const ghost = await send(t, pass, target, twin, encoding, tally);
        const theirs = withPlaces(content, theirTexts);
        const nobodys = withPlaces(await answerContent(ghost.answer), ghostTexts);
        if (answer.status !== ghost.answer.status || theirs !== nobodys) {
          leak(
            `answers ${answer.status} ${theirs.slice(0, 300)}\n  but for records that exist nowhere ${ghost.answer.status} ${nobodys.slice(0, 300)}`,
            request,
          );
        }
      }
    }
    if (!change) continue;
    const after = await pass.snapshot.rows();
    const changes = changesBetween(before, after);
    if (changes.length > 0) {
      tally.leak({
        kind,
        caller: pass.caller,
        target: target.name,
        why: `the other tenant's records changed:\n${changes.join('\n')}`,
        request: '(one of the requests to this endpoint)',
      });
    }
    before = after;
  }
}
