import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Colours of the run states, shared with the device map. */
export const RUN_STATE_COLORS: Record<number, string> = {
  1: '#52c41a',
  2: '#fa8c16',
  3: '#f5222d',
  4: '#8c8c8c',
  5: '#1677ff',
};
const tagColors: Record<number, string> = { 1: 'green', 2: 'orange', 3: 'red', 4: 'default', 5: 'blue' };

/** 1 normal, 2 alarm, 3 fault, 4 offline, 5 upgrading; anything else is '--'. */
export function RunStateTag({ state }: { state: number | null | undefined }) {
  const { t } = useTranslation();
  if (state === null || state === undefined || !(state in tagColors)) return <span>--</span>;
  return <Tag color={tagColors[state]}>{t(`runState.${state}`)}</Tag>;
}
