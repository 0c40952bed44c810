import { type ScreenState, screenStateOf } from '@lamplighter/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ScreenState, string> = { online: 'green', offline: 'default', fault: 'red' };

/** Online, offline or a fault, by the device's run state. */
export function DeviceStateTag({ runstate }: { runstate: number | null }) {
  const { t } = useTranslation();
  const state = screenStateOf(runstate);
  return <Tag color={COLORS[state]}>{t(`deviceList.state.${state}`)}</Tag>;
}
