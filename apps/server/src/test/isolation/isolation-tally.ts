/** The kinds of attempt the isolation check makes, as its figures count them. */
export const attemptKinds = [
  'cross-account read',
  'cross-account change',
  'read-only change',
  'role escalation',
] as const;
export type AttemptKind = (typeof attemptKinds)[number];

/** An attempt that got at another tenant's records, or beyond the caller's rights. */
export interface Leak {
  kind: AttemptKind;
  caller: string;
  target: string;
  why: string;
  request: string;
}

/** The figures of one run: attempts and their answers by kind, the leaks, the failing answers. */
export interface IsolationFigures {
  attempts: Record<AttemptKind, number>;
  /** Answers by status, per kind. */
  answers: Record<AttemptKind, Record<string, number>>;
  /** Endpoint descriptors called, per kind. */
  endpoints: Record<AttemptKind, number>;
  /** Answers by status, per kind and endpoint (an escalation's endpoint is its path). */
  byEndpoint: Record<AttemptKind, Record<string, Record<string, number>>>;
  leaks: Leak[];
  /** Answers of 500 or more, or errors outside the platform's shape: not leaks, but not right either. */
  failures: string[];
  /** Requests that changed their own caller (signed it out), put back each time. */
  selfChanges: number;
  seconds: number;
}

function counted(counts: Record<string, number>, key: number): void {
  counts[key] = (counts[key] ?? 0) + 1;
}

function perKind<T>(make: () => T): Record<AttemptKind, T> {
  return Object.fromEntries(attemptKinds.map((kind) => [kind, make()])) as Record<AttemptKind, T>;
}

export class IsolationTally {
  private readonly figures: IsolationFigures = {
    attempts: perKind(() => 0),
    answers: perKind(() => ({})),
    endpoints: perKind(() => 0),
    byEndpoint: perKind(() => ({})),
    leaks: [],
    failures: [],
    selfChanges: 0,
    seconds: 0,
  };
  private readonly called = perKind(() => new Set<string>());
  private readonly started = performance.now();

  attempt(kind: AttemptKind, target: string, status: number): void {
    this.figures.attempts[kind] += 1;
    counted(this.figures.answers[kind], status);
    this.called[kind].add(target);
    const byEndpoint = this.figures.byEndpoint[kind];
    const answers = byEndpoint[target] ?? {};
    byEndpoint[target] = answers;
    counted(answers, status);
  }

  leak(leak: Leak): void {
    this.figures.leaks.push(leak);
  }

  failure(text: string): void {
    this.figures.failures.push(text);
  }

  selfChange(): void {
    this.figures.selfChanges += 1;
  }

  finish(): IsolationFigures {
    for (const kind of attemptKinds) this.figures.endpoints[kind] = this.called[kind].size;
    return { ...this.figures, seconds: Math.round((performance.now() - this.started) / 100) / 10 };
  }
}

/** The figures in a few lines, as the test prints them. */
export function describeFigures(figures: IsolationFigures): string {
  const lines = attemptKinds.map(
    (kind) =>
      `${kind}: ${figures.attempts[kind]} attempts over ${figures.endpoints[kind]} endpoints, answers ${JSON.stringify(figures.answers[kind])}`,
  );
  return [
    ...lines,
    `leaks: ${figures.leaks.length}; failing answers: ${figures.failures.length}; self changes put back: ${figures.selfChanges}; ${figures.seconds} s`,
  ].join('\n');
}
