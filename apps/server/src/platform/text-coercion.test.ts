import { sendCommandBody, timedPoint } from '@lamplighter/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { coerceText } from './text-coercion';

describe('text read as its schema expects', () => {
  it('turns plain decimal text into a number, and nothing else', () => {
    const number = z.number();
    expect(['40', '-3.5', '007'].map((text) => coerceText(number, text))).toEqual([40, -3.5, 7]);
    for (const loose of ['1e0', '0x1', '+1', ' 1 ', '', '1,5', 'NaN', 'Infinity']) {
      expect(coerceText(number, loose)).toBe(loose);
    }
    expect(coerceText(z.string(), '40')).toBe('40');
  });

  it('leaves a fraction as text where a whole number is wanted, so that id=1.0 is refused', () => {
    const id = z.number().int().min(1);
    expect(coerceText(id, '12')).toBe(12);
    expect(coerceText(id, '1.0')).toBe('1.0');
    expect(id.safeParse(coerceText(id, '1.0')).success).toBe(false);
  });

  it('turns true/false/1/0 into a flag where a boolean is wanted, and nothing else', () => {
    const flag = z.boolean();
    expect(['true', '1', 'false', '0'].map((text) => coerceText(flag, text))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    for (const loose of ['yes', 'TRUE', 'on', '']) expect(coerceText(flag, loose)).toBe(loose);
  });

  it('reaches into objects, lists, records, optionals, defaults and preprocessed schemas', () => {
    const schema = z.object({
      a: z.object({ n: z.number().optional(), list: z.array(z.number()).default([]) }),
      r: z.record(z.string(), z.boolean()),
      p: z.preprocess((value) => value, z.number()),
      s: z.string(),
    });
    expect(
      coerceText(schema, { a: { n: '1', list: ['2', '3'] }, r: { x: 'true' }, p: '4', s: '5', extra: '6' }),
    ).toEqual({ a: { n: 1, list: [2, 3] }, r: { x: true }, p: 4, s: '5', extra: '6' });
  });

  it('leaves values that are not text as they came (a JSON body)', () => {
    expect(coerceText(z.object({ n: z.number() }), { n: true })).toEqual({ n: true });
    expect(coerceText(z.number(), null)).toBeNull();
  });

  it('reads a union by the member that fits, a discriminated one by its discriminator', () => {
    expect(coerceText(timedPoint, { time: '18:30', brightness: '80' })).toEqual({
      time: '18:30',
      brightness: 80,
    });
    expect(coerceText(timedPoint, { duration: '60', brightness: '80' })).toEqual({
      duration: 60,
      brightness: 80,
    });
    expect(
      coerceText(sendCommandBody, { method: 'dimming', params: { brightness: '40' }, ttl: '60' }),
    ).toEqual({
      method: 'dimming',
      params: { brightness: 40 },
      ttl: 60,
    });
    expect(coerceText(sendCommandBody, { method: 'switch', params: { on: 'false' } })).toEqual({
      method: 'switch',
      params: { on: false },
    });
  });
});
