import { describe, expect, it } from 'vitest';
import { type MessageKey, messages, translate } from './messages';

describe('messages that count', () => {
  it('speak English in the singular for one and the plural otherwise', () => {
    expect(translate('error.importRows', 'en', { count: 1 })).toBe('1 row has errors; nothing was imported');
    expect(translate('error.importRows', 'en', { count: 2 })).toBe(
      '2 rows have errors; nothing was imported',
    );
    expect(translate('error.importRows', 'en', { count: 0 })).toBe(
      '0 rows have errors; nothing was imported',
    );
    expect(translate('success.moved', 'en', { count: 1 })).toBe('1 device moved');
  });

  it('keep Chinese as it is, which has no plural', () => {
    expect(translate('error.importRows', 'zh', { count: 1 })).toBe('有1行存在错误，未导入任何数据');
  });

  it('have a singular for every English message that counts things', () => {
    const counting = (Object.keys(messages) as MessageKey[]).filter((key) => {
      const message: { en: string; enOne?: string } = messages[key];
      return (
        /^\{count\} \w+s\b|\{count\} (devices|groups|lights|accounts)\b/.test(message.en) && !message.enOne
      );
    });
    expect(counting).toEqual(['error.projectNameAmbiguous', 'error.tooManyMatching']);
  });
});
