import { PLATFORM_COMMAND_ERRORS } from '@lamplighter/contract';
import { describe, expect, it } from 'vitest';
import { translatorOf } from '../i18n/translator';
import { commandErrorText } from './command-state-tag';
import { commandTexts } from './command-texts';

const translator = (lang: 'zh' | 'en') => translatorOf(lang, [commandTexts]);

describe('why a command did not succeed at a device', () => {
  it("tells the platform's own verdicts in the reader's language", async () => {
    const zh = await translator('zh');
    const en = await translator('en');
    expect(commandErrorText(zh, 'failed', PLATFORM_COMMAND_ERRORS.unsupported)).toBe(
      '未下发：该类型设备不支持此指令',
    );
    expect(commandErrorText(en, 'failed', PLATFORM_COMMAND_ERRORS.offline)).toBe(
      'not sent: the device is offline',
    );
    expect(commandErrorText(zh, 'expired', '')).toBe('指令过期前设备未应答');
  });

  it("gives a device's refusal in the device's own words, and nothing for a success", async () => {
    const zh = await translator('zh');
    expect(commandErrorText(zh, 'failed', 'busy: upgrading firmware')).toBe('busy: upgrading firmware');
    expect(commandErrorText(zh, 'succeeded', '')).toBe('');
  });
});
