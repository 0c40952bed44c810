import { describe, expect, it } from 'vitest';
import { checkEmail, checkMobile, checkPassword, checkUsername } from './validation';

const strong = { policy: 'strong', minLength: 8 } as const;
const withoutName = { policy: 'strong-without-username', minLength: 8 } as const;
const simple = { policy: 'simple', minLength: 6 } as const;

describe('password policy', () => {
  it('refuses an empty password under every policy', () => {
    for (const policy of [strong, withoutName, simple]) {
      expect(checkPassword('', policy)?.key).toBe('validation.passwordRequired');
    }
  });

  it('enforces the length bounds of the strong policy, with 6 as the other reading', () => {
    expect(checkPassword('Ab1!xyz', strong)).toEqual({
      key: 'validation.passwordLength',
      params: { min: 8, max: 20 },
    });
    expect(checkPassword('Ab1!xy', { policy: 'strong', minLength: 6 })).toBeNull();
    expect(checkPassword('Ab1!Ab1!Ab1!Ab1!Ab1!x', strong)?.key).toBe('validation.passwordLength');
  });

  it('needs three of digits, lowercase, uppercase and symbols', () => {
    expect(checkPassword('abcdefgh12', strong)?.key).toBe('validation.passwordClasses');
    expect(checkPassword('abcdefG12', strong)).toBeNull();
    expect(checkPassword('abcdef#12', strong)).toBeNull();
  });

  it('forbids the username only in the strong-without-username variant, ignoring case', () => {
    expect(checkPassword('Operator#71', withoutName, 'operator')?.key).toBe('validation.passwordUsername');
    expect(checkPassword('Operator#71', strong, 'operator')).toBeNull();
  });

  it('forbids a character repeated more than three times in a row', () => {
    expect(checkPassword('Abbb#1x9', strong)).toBeNull();
    expect(checkPassword('Abbbb#1x9', strong)?.key).toBe('validation.passwordRepeat');
  });

  it('forbids ascending or descending digit runs longer than three', () => {
    expect(checkPassword('Lamp#123x', strong)).toBeNull();
    expect(checkPassword('Lamp#1234', strong)?.key).toBe('validation.passwordSequence');
    expect(checkPassword('Lamp#9876', strong)?.key).toBe('validation.passwordSequence');
    expect(checkPassword('Lamp#1357', strong)).toBeNull();
  });

  it('accepts only letters, digits and underscore in the simple policy', () => {
    expect(checkPassword('abc_12', simple)).toBeNull();
    expect(checkPassword('abc-12', simple)?.key).toBe('validation.passwordSimple');
    expect(checkPassword('abc12', simple)?.key).toBe('validation.passwordSimple');
  });
});

describe('account fields', () => {
  it('requires a 6-20 character username of letters, digits or underscore', () => {
    expect(checkUsername('')?.key).toBe('validation.usernameRequired');
    expect(checkUsername('abc')?.key).toBe('validation.username');
    expect(checkUsername('city_ops_01')).toBeNull();
    expect(checkUsername('a'.repeat(21))?.key).toBe('validation.username');
  });

  it('requires a mainland mobile number', () => {
    expect(checkMobile('')?.key).toBe('validation.mobileRequired');
    expect(checkMobile('12812345678')?.key).toBe('validation.mobile');
    expect(checkMobile('13812345678')).toBeNull();
    expect(checkMobile('1381234567')?.key).toBe('validation.mobile');
  });

  it('accepts an empty email and refuses one without a dotted domain', () => {
    expect(checkEmail('')).toBeNull();
    expect(checkEmail('ops@city')?.key).toBe('validation.email');
    expect(checkEmail('night_ops@city.gov.cn')).toBeNull();
  });
});
