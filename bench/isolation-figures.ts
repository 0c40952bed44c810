import {
  type AttemptKind,
  attemptKinds,
  type IsolationFigures,
} from '../apps/server/src/test/isolation/isolation-tally';

/** What one store answered to the isolation check. */
export interface StoreIsolation {
  store: string;
  figures: IsolationFigures;
  unhandledRejections: number;
}

const explained: Record<AttemptKind, string> = {
  'cross-account read':
    "B (A's sibling) and A1 (A's child) read through every read endpoint naming A's records; each answer is compared with the one for records that exist nowhere",
  'cross-account change':
    "B and A1 call every change endpoint naming A's records (alone, beside their own, in mixed lists, in an imported workbook); A's rows compared after each endpoint",
  'read-only change':
    'a demo-role account below A calls every change it holds no key for, naming records it can see',
  'role escalation':
    'B, B1 (below B, with fewer keys) and A1 try to take roles and keys they lack, to move accounts out of or above their subtree, to reset, disable or delete accounts outside it; the one 200 is a profile change that also names a role and a parent, and must change neither',
};

function fenced(text: string): string {
  return ['```', text.replace(/```/g, "'''"), '```'].join('\n');
}

function statuses(answers: Record<string, number>): string {
  return Object.entries(answers)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
}

/** The figures as the markdown page of bench/results. */
export function isolationMarkdown(
  stores: StoreIsolation[],
  header: { machine: string; date: string; seed: number; draws: number },
): string {
  const lines = [
    `# Tenant isolation: every endpoint of the contract, naming another tenant's records`,
    '',
    `Machine: ${header.machine}; ${header.date}. Seed ${header.seed}, ${header.draws} inputs per variant (FUZZ_SEED=${header.seed} FUZZ_RUNS=${header.draws} npm run isolation replays it).`,
    'Sibling tenants A and B (admin role, below the top administrator), A1 (admin) and a demo account below A. A holds one',
    "record of every kind the API has. Inputs come from the contract fuzz's generators, with every field that names a",
    "record (id, ids, device numbers, usernames, contacts, keywords) naming A's. A leak is an answer that shows a name or",
    "secret of A's (exported workbooks read cell by cell), a read answered otherwise than for records that exist",
    "nowhere, a change to A's rows or to A's own detail answers, a change answered 2xx to a read-only account, or an",
    'escalation answered 2xx. A 409 answers what the caller sent and is taken platform-wide (a device number,',
    'username, phone number, role key or manufacturer name) or its own role still in use; a 429 is the limit on',
    'binding tries or reset codes.',
    '',
    ...attemptKinds.map((kind) => `- ${kind}: ${explained[kind]}.`),
    '',
    '| store | kind | endpoints | attempts | answers | leaks |',
    '|---|---|---|---|---|---|',
    ...stores.flatMap(({ store, figures }) =>
      attemptKinds.map(
        (kind) =>
          `| ${store} | ${kind} | ${figures.endpoints[kind]} | ${figures.attempts[kind]} | ${statuses(figures.answers[kind])} | ${figures.leaks.filter((leak) => leak.kind === kind).length} |`,
      ),
    ),
    '',
  ];
  for (const { store, figures, unhandledRejections } of stores) {
    const total = attemptKinds.reduce((sum, kind) => sum + figures.attempts[kind], 0);
    lines.push(
      `## ${store}: ${total} attempts, leaks: ${figures.leaks.length}`,
      '',
      `${figures.seconds} s. Answers of 500 or more or outside the error shape: ${figures.failures.length}. Requests that signed their own caller out (signed in again): ${figures.selfChanges}. Unhandled rejections: ${unhandledRejections}.`,
      '',
    );
    for (const leak of figures.leaks)
      lines.push(fenced(`${leak.kind}: ${leak.target} as ${leak.caller}\n${leak.why}\n${leak.request}`), '');
    for (const failure of figures.failures) lines.push(fenced(failure), '');
  }
  return `${lines.join('\n')}\n`;
}
