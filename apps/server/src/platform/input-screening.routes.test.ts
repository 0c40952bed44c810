import { INT4_MAX, INT4_MIN, messages, translate } from '@lamplighter/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  everyEndpoint,
  everyInputField,
  type InputField,
  integerFields,
  integerOf,
  label,
} from '../test/contract-inputs';
import { ADMIN_PASSWORD, type ApiAnswer, startTestApp, type TestApp } from '../test/test-app';

/**
 * Every input of every endpoint of the contract, refused before it reaches a handler or the store:
 * integers out of their column's range or spelled loosely, and control characters in any text or
 * key. Each refusal is a 400 that names the field and says why by a message key.
 */
let t: TestApp;
let token: string;
let caller = 0;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.signIn('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

/** A call of the endpoint with these input values, from an address of its own (public calls are rate limited). */
function send(field: InputField, values: Record<string, unknown>, encoding: 'json' | 'form' = 'json') {
  caller += 1;
  const input = { ...field.base, ...values };
  const remoteAddress = `10.77.${caller >> 8}.${caller & 255}`;
  const { method, path } = field.endpoint;
  if (field.part === 'query') {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(input)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        query.append(Array.isArray(value) ? `${name}[]` : name, String(item));
      }
    }
    return t.app
      .inject({
        method,
        url: `/prod-api${path}?${query}`,
        headers: { authorization: `Bearer ${token}` },
        remoteAddress,
      })
      .then(answerOf);
  }
  return encoding === 'json'
    ? t.post(path, { token, json: input, remoteAddress })
    : t.post(path, { token, form: input as Record<string, string>, remoteAddress });
}

function answerOf(raw: Awaited<ReturnType<TestApp['app']['inject']>>): ApiAnswer {
  let body: ApiAnswer['body'];
  try {
    body = raw.json();
  } catch {
    body = { status: raw.statusCode, message: raw.body, data: null };
  }
  return { statusCode: raw.statusCode, headers: raw.headers, body, raw };
}

const names = (answer: ApiAnswer, field: string) =>
  (answer.body.errors ?? []).some((error) => error.field === field || error.field.startsWith(`${field}.`));

function expectRefusedNaming(answer: ApiAnswer, field: string, what: string) {
  expect(answer.statusCode, `${what}: ${answer.body.message}`).toBe(400);
  expect(names(answer, field), `${what}: ${JSON.stringify(answer.body.errors)}`).toBe(true);
}

describe('integers against the range of their column', () => {
  it('every integer input declares a range that fits its column', () => {
    expect(integerFields.length).toBeGreaterThan(100);
    for (const field of integerFields) {
      const integer = integerOf(field);
      expect(integer?.minimum, label(field)).toBeGreaterThanOrEqual(INT4_MIN);
      expect(integer?.maximum, label(field)).toBeLessThanOrEqual(INT4_MAX);
    }
  });

  it.each(integerFields.map((field) => [label(field), field] as const))(
    '%s: one past the column answers 400 naming the field, the largest that fits does not',
    async (_label, field) => {
      const list = field.schema.type === 'array';
      const beyond = await send(field, { [field.name]: list ? ['2147483648'] : '2147483648' });
      expectRefusedNaming(beyond, field.name, 'query or form text 2147483648');
      if (field.part === 'body') {
        const json = await send(field, { [field.name]: list ? [2_147_483_648] : 2_147_483_648 });
        expectRefusedNaming(json, field.name, 'JSON 2147483648');
      }
      const largest = integerOf(field)?.maximum ?? INT4_MAX;
      const fits = await send(field, { [field.name]: list ? [String(largest)] : String(largest) });
      expect(fits.statusCode, fits.body.message).toBeLessThan(500);
      expect(names(fits, field.name), JSON.stringify(fits.body.errors)).toBe(false);
    },
  );
});

describe('loosely spelled integers', () => {
  const loose = (field: InputField): unknown[] => {
    const integer = integerOf(field);
    const flag = integer?.minimum === 0 && integer.maximum === 1;
    const list = field.schema.type === 'array';
    const spellings: unknown[] = ['1e0', '0x1', '+1', ' 1 ', '1.0'];
    if ((integer?.minimum ?? 0) >= 1) spellings.push('0', '-1');
    if (field.part === 'body') {
      spellings.push(1.5);
      if (!flag) spellings.push(true);
      if (!list) spellings.push([1]);
      else spellings.push([true], [[1]]);
    }
    return spellings;
  };
  const ids = integerFields.filter((field) => /ids?$/.test(field.name));

  it.each(ids.map((field) => [label(field), field] as const))(
    '%s: 1e0, 0x1, +1, " 1 ", 1.0, true, [1], 0 and -1 are not read as an id',
    async (_label, field) => {
      for (const value of loose(field)) {
        const list = field.schema.type === 'array' && !Array.isArray(value);
        const answer = await send(field, { [field.name]: list ? [value] : value });
        expectRefusedNaming(answer, field.name, JSON.stringify(value));
      }
    },
  );

  it('holds the same strictness for counts, sizes and offsets', async () => {
    const others = integerFields.filter((field) => !/ids?$/.test(field.name));
    expect(others.map((field) => field.name)).toEqual(
      expect.arrayContaining(['pagesize', 'ttl', 'utcoffset']),
    );
    for (const field of others) {
      for (const value of ['1e1', '0x10', '+10', ' 10 ', '10.0']) {
        expectRefusedNaming(
          await send(field, { [field.name]: value }),
          field.name,
          `${label(field)} ${value}`,
        );
      }
    }
  });
});

describe('control characters', () => {
  // A POST whose body is bytes (a live broadcast's piece) takes its input in the query.
  const withInput = everyEndpoint.map((endpoint) => ({
    endpoint,
    part: endpoint.method === 'GET' || !endpoint.body ? 'query' : 'body',
  })) as Pick<InputField, 'endpoint' | 'part'>[];

  it.each(everyInputField.map((field) => [label(field), field] as const))(
    '%s: a NUL in it answers 400 naming the field',
    async (_label, field) => {
      const answer = await send(field, { [field.name]: 'a\u0000b' });
      expectRefusedNaming(answer, field.name, 'NUL');
      expect(answer.body.errors?.[0]).toMatchObject({ key: 'validation.controlCharacter' });
    },
  );

  it('are refused in every call, in a key of its own as in a value, before its schema is read', async () => {
    for (const target of withInput) {
      const field = { ...target, name: 'x', schema: {}, base: {} };
      const inKey = await send(field, { 'free\u0000key': '1' });
      expectRefusedNaming(inKey, target.part, `${label(field)} key`);
      const inValue = await send(field, { free: 'a\u001bb' }, 'form');
      expectRefusedNaming(inValue, 'free', `${label(field)} ESC`);
    }
  });

  it('are refused deep in a JSON body, and the field says where', async () => {
    const answer = await t.post('/remote/device/command', {
      token,
      json: {
        devicecodes: ['LP-1'],
        method: 'loadMode',
        params: { mode: 7, points: [{ time: '18:\u000030' }] },
      },
    });
    expectRefusedNaming(answer, 'params.points.0.time', 'nested NUL');
  });

  it('NUL in the keyword of a list and in the name of a new project, as the fuzz sent them', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/prod-api/remote/project/list?keyword=%00',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.statusCode).toBe(400);
    expect(list.json().errors).toEqual([
      {
        field: 'keyword',
        key: 'validation.controlCharacter',
        params: { field: 'keyword' },
        message: 'keyword must not contain control characters',
      },
    ]);
    const add = await t.post('/remote/project/add', { token, json: { name: 'a\u0000b' } });
    expect(add.statusCode).toBe(400);
    expect(add.body.message).toBe('name: name must not contain control characters');
  });

  it('half of a surrogate pair is refused like them: no store can write it', async () => {
    const add = await t.post('/remote/project/add', { token, json: { name: 'x\ud800' } });
    expectRefusedNaming(add, 'name', 'lone high surrogate');
    expect(add.body.errors?.[0]?.key).toBe('validation.brokenText');
    const command = await t.post('/remote/device/command', {
      token,
      json: { devicecodes: ['LP-1'], method: 'firmwareUpgrade', params: { version: 'a\udcd2', url: 'x' } },
    });
    expectRefusedNaming(command, 'params.version', 'lone low surrogate in JSON');
    const whole = await t.post('/remote/project/add', { token, json: { name: 'Lamp \ud83d\udca1 park' } });
    expect(whole.statusCode, whole.body.message).toBe(200);
  });

  it('keep line breaks and tabs to multi-line text: a name is one line, a description may be several', async () => {
    const name = await t.post('/remote/project/add', { token, json: { name: 'North\nPark' } });
    expectRefusedNaming(name, 'name', 'line break in a name');
    expect(name.body.errors?.[0]?.key).toBe('validation.singleLine');
    const described = await t.post('/remote/project/add', {
      token,
      json: { name: 'Multi-line park', description: 'first line\r\n\tsecond line' },
    });
    expect(described.statusCode, described.body.message).toBe(200);
    expect(described.body.data.description).toBe('first line\r\n\tsecond line');
  });
});

describe('every refused input', () => {
  const library = /Invalid input|expected \w+, received|Too (big|small)|Invalid option/;

  it.each(everyEndpoint.filter((e) => e.query ?? e.body).map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s: sent empty, it names each missing field by a message key, never in the library words',
    async (_name, endpoint) => {
      const schema = endpoint.method === 'GET' ? endpoint.query : endpoint.body;
      // An input that may be empty would run the call (a list, a stream): nothing to refuse there.
      if (schema?.safeParse({}).success) return;
      const part = endpoint.method === 'GET' ? 'query' : 'body';
      const field: InputField = { endpoint, part, name: '', schema: {}, base: {} };
      const answer = await send(field, {});
      expect(answer.statusCode, answer.body.message).toBe(400);
      expect(answer.body.errors?.length, answer.body.message).toBeGreaterThan(0);
      for (const error of answer.body.errors ?? []) {
        expect(Object.keys(messages), error.field).toContain(error.key);
        expect(error.message).toBe(translate(error.key as keyof typeof messages, 'en', error.params));
        expect(error.message).not.toMatch(library);
      }
      expect(answer.body.message).not.toMatch(library);
    },
  );
});
