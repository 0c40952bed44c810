import { describe, expect, it } from 'vitest';
import {
  decimalField,
  flagField,
  INT4_MAX,
  idField,
  idListField,
  idOf,
  integerField,
  PAGE_NUM_MAX,
  pageNumField,
  pageSizeField,
  promptedText,
  requiredText,
  textField,
} from './fields';
import { optionalFlag, optionalId } from './inventory-fields';

const refused = (schema: { safeParse: (value: unknown) => { success: boolean } }, value: unknown) =>
  !schema.safeParse(value).success;
const messageOf = (
  schema: { safeParse: (value: unknown) => { error?: { issues: { message: string }[] } } },
  value: unknown,
) => schema.safeParse(value).error?.issues[0]?.message;

describe('an id', () => {
  it.each([
    ['one past the integer column', 2_147_483_648],
    ['one past the integer column, as text', '2147483648'],
    ['a number beyond any column', '99999999999999999999999'],
    ['zero', 0],
    ['a negative number', -1],
    ['a negative number as text', '-1'],
    ['a fraction', 1.5],
    ['an exponent', '1e0'],
    ['hex', '0x1'],
    ['a plus sign', '+1'],
    ['spaces', ' 1 '],
    ['a boolean', true],
    ['a list', [1]],
    ['an object', { $gt: 0 }],
    ['null', null],
    ['text', 'abc'],
    ['infinity', Number.POSITIVE_INFINITY],
  ])('refuses %s', (_name, value) => {
    expect(refused(idField, value)).toBe(true);
  });

  it('takes a positive integer as a JSON number or as decimal digits, up to the column range', () => {
    expect(idField.parse(1)).toBe(1);
    expect(idField.parse('42')).toBe(42);
    expect(idField.parse(INT4_MAX)).toBe(2_147_483_647);
    expect(idField.parse('2147483647')).toBe(2_147_483_647);
  });

  it('says what it takes, and that it cannot be empty when missing', () => {
    expect(messageOf(idField, '2147483648')).toBe('{field} must be a whole number from 1 to 2147483647');
    expect(messageOf(idField, undefined)).toBe('{field} cannot be empty');
    expect(messageOf(idField, '')).toBe('{field} cannot be empty');
  });

  it("answers a selection's prompt for whatever is wrong with it", () => {
    const project = idOf('validation.selectProject');
    for (const value of [undefined, '', 'park', '0x1', 2_147_483_648]) {
      expect(messageOf(project, value)).toBe('please select a project');
    }
  });

  it('left out or blank, an optional id is no id', () => {
    expect(optionalId.parse(undefined)).toBeUndefined();
    expect(optionalId.parse('')).toBeUndefined();
    expect(refused(optionalId, '2147483648')).toBe(true);
  });
});

describe('a list of ids', () => {
  it('reads bracket arrays, JSON arrays, one value and comma-separated text', () => {
    expect(idListField.parse(['1', 2])).toEqual([1, 2]);
    expect(idListField.parse('3')).toEqual([3]);
    expect(idListField.parse(4)).toEqual([4]);
    expect(idListField.parse('5,6')).toEqual([5, 6]);
  });

  it('refuses any loose or out-of-range member, and an empty list', () => {
    for (const value of [['1', '0x2'], '1, 2', [true], [[1]], ['2147483648'], '', []]) {
      expect(refused(idListField, value), JSON.stringify(value)).toBe(true);
    }
  });
});

describe('other integers', () => {
  it('take a leading minus where the range goes below zero, and nothing looser', () => {
    const offset = integerField(-720, 840);
    expect(offset.parse('-480')).toBe(-480);
    expect(offset.parse(480)).toBe(480);
    for (const value of ['+480', '480.0', '4.8e2', ' 480', '-', true, [480], 841, -721]) {
      expect(refused(offset, value), JSON.stringify(value)).toBe(true);
    }
  });

  it('bound page numbers and sizes', () => {
    expect(pageNumField.parse(undefined)).toBe(1);
    expect(pageSizeField.parse(undefined)).toBe(20);
    expect(refused(pageNumField, PAGE_NUM_MAX + 1)).toBe(true);
    expect(refused(pageSizeField, 501)).toBe(true);
    expect(refused(pageSizeField, '1e2')).toBe(true);
  });

  it('read flags from 0/1 and true/false, as text or JSON, and nothing else', () => {
    expect([
      flagField.parse('1'),
      flagField.parse(0),
      flagField.parse('true'),
      flagField.parse(false),
    ]).toEqual([1, 0, 1, 0]);
    expect(optionalFlag.parse('')).toBe(0);
    for (const value of ['2', '0x1', 'yes', [1], ' 1']) expect(refused(flagField, value)).toBe(true);
  });
});

describe('a decimal', () => {
  it('takes a JSON number or plain decimal text in range, and refuses other spellings', () => {
    const power = decimalField(0, 100_000);
    expect(power.parse('12.5')).toBe(12.5);
    expect(power.parse(40)).toBe(40);
    for (const value of ['1e3', '0x10', ' 12', '+1', true, [1], 100_001, -0.5]) {
      expect(refused(power, value), JSON.stringify(value)).toBe(true);
    }
  });
});

describe('text', () => {
  it('refuses a NUL or another control character anywhere, naming the rule', () => {
    const name = textField(50);
    expect(messageOf(name, 'a\u0000b')).toBe('{field} must not contain control characters');
    expect(messageOf(name, 'a\u001bb')).toBe('{field} must not contain control characters');
    expect(messageOf(textField(500, { multiline: true }), 'a\u0000b')).toBe(
      '{field} must not contain control characters',
    );
  });

  it('keeps line breaks and tabs to multi-line text', () => {
    expect(messageOf(textField(50), 'a\nb')).toBe('{field} must be one line, without line breaks or tabs');
    expect(messageOf(textField(50), 'a\tb')).toBe('{field} must be one line, without line breaks or tabs');
    expect(textField(500, { multiline: true }).parse('first line\r\n\tsecond')).toBe(
      'first line\r\n\tsecond',
    );
  });

  it("answers a required field's own prompt when it is missing or blank", () => {
    expect(messageOf(promptedText(100, 'validation.groupName'), undefined)).toBe(
      'please enter the group name',
    );
    expect(messageOf(promptedText(100, 'validation.groupName'), '   ')).toBe('please enter the group name');
    expect(messageOf(requiredText('password'), undefined)).toBe('password cannot be empty');
    expect(messageOf(promptedText(100, 'validation.groupName'), 'a\u0000')).toBe(
      '{field} must not contain control characters',
    );
  });
});
