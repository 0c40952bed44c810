import type { Outcome } from '../apps/server/src/test/fuzz/fuzz-session';

/** One cause of failing answers: the same logged error (or the same problem) on any endpoint. */
export interface Cause {
  cause: string;
  count: number;
  endpoints: string[];
  examples: { endpoint: string; status: number; request: string; error: string }[];
}

/** What one store answered to the fuzz. */
export interface StoreFigures {
  store: string;
  routes: number;
  requests: number;
  seconds: number;
  answersByClass: Record<string, number>;
  /** Endpoints that never answered 2xx: their valid-looking requests never got past the checks. */
  neverSucceeded: string[];
  fiveHundreds: number;
  failingRequests: number;
  routesFailing: number;
  causes: Cause[];
  /** Requests that changed the identity they were sent as (put back each time), by endpoint. */
  disturbed: Record<string, { count: number; example: string }>;
  /** Endpoints after whose requests the app no longer answered a signed-in call. */
  unhealthyAfter: string[];
  unhandledRejections: number;
}

const examplesPerCause = 3;

function statusClass(status: number): string {
  return status === 0 ? 'no answer' : `${Math.floor(status / 100)}xx`;
}

/** Groups by what the server logged, values masked, or by the problem when nothing was logged. */
function causeOf(outcome: Outcome): string {
  const logged = outcome.serverError
    ?.replace(/"[^"]*"/g, '"…"')
    .replace(/\d+/g, 'N')
    .slice(0, 160);
  const problem = (outcome.problems[0] ?? '').replace(/:.*$/, '').replace(/\d+ bytes/, 'N bytes');
  return logged ? `${problem}: ${logged}` : problem;
}

/** Counts the outcomes of one store as they come. */
export class FuzzTally {
  private readonly figures: StoreFigures;
  private readonly causes = new Map<string, Cause>();
  private readonly failingRoutes = new Set<string>();
  private readonly routes = new Set<string>();
  private readonly succeededRoutes = new Set<string>();
  private readonly started = performance.now();

  constructor(store: string, routes: number) {
    this.figures = {
      store,
      routes,
      requests: 0,
      seconds: 0,
      answersByClass: {},
      neverSucceeded: [],
      fiveHundreds: 0,
      failingRequests: 0,
      routesFailing: 0,
      causes: [],
      disturbed: {},
      unhealthyAfter: [],
      unhandledRejections: 0,
    };
  }

  add(outcome: Outcome): void {
    const figures = this.figures;
    figures.requests += 1;
    const kind = statusClass(outcome.answer.status);
    figures.answersByClass[kind] = (figures.answersByClass[kind] ?? 0) + 1;
    this.routes.add(outcome.target);
    if (kind === '2xx') this.succeededRoutes.add(outcome.target);
    if (outcome.answer.status >= 500) figures.fiveHundreds += 1;
    if (outcome.disturbed) {
      const seen = figures.disturbed[outcome.target];
      if (seen) seen.count += 1;
      else
        figures.disturbed[outcome.target] = {
          count: 1,
          example: `${outcome.disturbed}\n${outcome.described}`,
        };
    }
    if (outcome.problems.length === 0) return;
    figures.failingRequests += 1;
    this.failingRoutes.add(outcome.target);
    const key = causeOf(outcome);
    const cause = this.causes.get(key) ?? { cause: key, count: 0, endpoints: [], examples: [] };
    cause.count += 1;
    if (!cause.endpoints.includes(outcome.target)) cause.endpoints.push(outcome.target);
    if (
      cause.examples.length < examplesPerCause &&
      !cause.examples.some((e) => e.endpoint === outcome.target)
    ) {
      cause.examples.push({
        endpoint: outcome.target,
        status: outcome.answer.status,
        request: outcome.described,
        error: outcome.serverError ?? outcome.problems.join('; '),
      });
    }
    this.causes.set(key, cause);
  }

  unhealthy(endpoint: string, why: string): void {
    this.figures.unhealthyAfter.push(`${endpoint}: ${why}`);
  }

  finish(unhandledRejections: number): StoreFigures {
    return {
      ...this.figures,
      seconds: Math.round((performance.now() - this.started) / 1000),
      routesFailing: this.failingRoutes.size,
      neverSucceeded: [...this.routes].filter((route) => !this.succeededRoutes.has(route)),
      causes: [...this.causes.values()].sort((a, b) => b.count - a.count),
      unhandledRejections,
    };
  }
}

function fenced(text: string): string {
  return ['```', text.replace(/```/g, "'''"), '```'].join('\n');
}

/** The figures as the markdown page of bench/results. */
export function fuzzMarkdown(
  figures: StoreFigures[],
  header: { machine: string; date: string; seed: number; runs: number },
): string {
  const classes = ['2xx', '3xx', '4xx', '5xx', 'no answer'];
  const lines = [
    `# Contract fuzz: ${header.runs} generated requests per endpoint`,
    '',
    `Machine: ${header.machine}; ${header.date}. Seed ${header.seed} (FUZZ_SEED=${header.seed} FUZZ_RUNS=${header.runs} npm run fuzz replays it).`,
    'Every endpoint descriptor of the contract, through the real app (Fastify inject) on the real store: valid-looking',
    'inputs from its schema and the records made for the run, mutated (wrong types, out-of-range numbers, control',
    'characters, huge and deep values, missing and unknown fields), malformed JSON, form and multipart bodies, wrong',
    'content types; as an administrator, a read-only account, nobody and forged credentials. A failing request answers',
    '500 or more, cuts its answer, or sends an error outside the `{status, message, data: null}` shape.',
    '',
    `| store | routes | requests | ${classes.join(' | ')} | failing requests | routes failing | seconds |`,
    `|---|---|---|${classes.map(() => '---').join('|')}|---|---|---|`,
    ...figures.map(
      (f) =>
        `| ${f.store} | ${f.routes} | ${f.requests} | ${classes.map((c) => f.answersByClass[c] ?? 0).join(' | ')} | ${f.failingRequests} | ${f.routesFailing} | ${f.seconds} |`,
    ),
    '',
  ];
  for (const f of figures) {
    lines.push(`## ${f.store}: 5xx: ${f.fiveHundreds}`, '');
    if (f.unhealthyAfter.length > 0) lines.push(`Unhealthy afterwards: ${f.unhealthyAfter.join('; ')}`, '');
    if (f.unhandledRejections > 0) lines.push(`Unhandled rejections: ${f.unhandledRejections}`, '');
    lines.push(`Endpoints that never answered 2xx: ${f.neverSucceeded.join(', ') || 'none'}`, '');
    const disturbed = Object.entries(f.disturbed);
    lines.push(
      `Requests that changed their own caller (put back each time): ${disturbed.length === 0 ? 'none' : ''}`,
      '',
    );
    for (const [endpoint, { count, example }] of disturbed)
      lines.push(fenced(`${count} × ${endpoint}, e.g. ${example}`), '');
    for (const cause of f.causes) {
      lines.push(
        `### ${cause.count} × ${cause.cause}`,
        '',
        `Endpoints (${cause.endpoints.length}): ${cause.endpoints.join(', ')}`,
        '',
        ...cause.examples.flatMap((e) => [
          fenced(`${e.endpoint} → ${e.status}: ${e.error}\n${e.request}`),
          '',
        ]),
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
