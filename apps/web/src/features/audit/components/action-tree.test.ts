import { auditActions } from '@lamplighter/contract';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditTexts } from '../texts';
import { nameOfAction, nameOfTarget } from './action-name';
import { actionTree } from './action-tree';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    keySeparator: false,
    nsSeparator: false,
    resources: { en: { translation: auditTexts.en }, zh: { translation: auditTexts.zh } },
  });
});

describe('an action by name', () => {
  it('shows an action no longer recorded, from an older version, by its own name', () => {
    expect(nameOfAction(i18n, 'lamp.retired')).toBe('lamp.retired');
    expect(nameOfAction(i18n, '')).toBe('');
  });

  it('names an action the server records in the language shown', async () => {
    await i18n.changeLanguage('zh');
    expect(nameOfAction(i18n, 'device.add')).toBe('新增设备');
    await i18n.changeLanguage('en');
    expect(nameOfAction(i18n, 'device.add')).toBe('Device added');
  });
});

describe('what an entry is about', () => {
  it('names its target type in the language shown, with its id', async () => {
    await i18n.changeLanguage('zh');
    expect(nameOfTarget(i18n, 'project', '12')).toBe('项目 12');
    await i18n.changeLanguage('en');
    expect(nameOfTarget(i18n, 'aftersale', 'SH-7')).toBe('After-sales ticket SH-7');
  });

  it('shows an unknown type as it is, and nothing for an entry about nothing', () => {
    expect(nameOfTarget(i18n, 'lamp', '3')).toBe('lamp 3');
    expect(nameOfTarget(i18n, 'session', '')).toBe('Session');
    expect(nameOfTarget(i18n, '', '')).toBe('--');
  });
});

describe('the actions to filter by', () => {
  it('hold every action once, under its area, by name', () => {
    const tree = actionTree(i18n);
    expect(tree.flatMap((area) => area.children?.map((action) => action.value))).toEqual([...auditActions]);
    const devices = tree.find((area) => area.value === 'device');
    expect(devices).toMatchObject({ title: 'Devices', label: 'Devices: all' });
    expect(devices?.children?.[0]).toEqual({
      value: 'device.add',
      title: 'Device added',
      label: 'Device added',
    });
  });
});
