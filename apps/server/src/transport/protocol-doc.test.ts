import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { attributeKeys, commandMethods, telemetryKeys, terminalTelemetryKeys } from '@lamplighter/contract';
import { describe, expect, it } from 'vitest';

const protocol = fs.readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/protocol.md'),
  'utf8',
);

/** The lines between `<!-- name ... -->` and `<!-- /name -->`. */
function section(name: string): string[] {
  const start = protocol.indexOf(`<!-- ${name}`);
  const end = protocol.indexOf(`<!-- /${name} -->`);
  expect(start, `docs/protocol.md has a ${name} section`).toBeGreaterThanOrEqual(0);
  expect(end).toBeGreaterThan(start);
  return protocol.slice(start, end).split('\n');
}

/** The cells of the table rows whose first cell is a `key`. */
function rows(name: string): string[][] {
  return section(name)
    .filter((line) => line.startsWith('| `'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

describe('docs/protocol.md and the contract agree', () => {
  it('on every telemetry key, in order, with its unit, range, kind and names', () => {
    expect(rows('telemetry-keys')).toEqual(
      telemetryKeys.map((known) => [
        `\`${known.key}\``,
        known.unit,
        `${known.min} to ${known.max}`,
        'integer' in known && known.integer ? 'yes' : '',
        known.en,
        known.zh,
      ]),
    );
  });

  it('on the attribute keys and the command methods', () => {
    const listed =
      section('attribute-keys')
        .join(' ')
        .match(/`[^`]+`/g) ?? [];
    expect(listed).toEqual(attributeKeys.map((key) => `\`${key}\``));
    expect(rows('command-methods').map(([method]) => method)).toEqual(commandMethods.map((m) => `\`${m}\``));
  });

  it('on the keys a broadcast terminal reports', () => {
    expect(rows('terminal-keys').map(([key]) => key)).toEqual(
      terminalTelemetryKeys.map((key) => `\`${key}\``),
    );
  });
});
