import type { LedScreen } from '@lamplighter/contract';
import { Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/auth/permissions';
import { DeviceStateTag } from '../../../shared/device-lists/device-state-tag';
import { formatTime } from '../../../shared/format';
import { brightnessModeName, resolutionOf } from '../lib/screen-facts';
import { PlayingNow } from './playing-now';
import { ScreenRowActions } from './screen-actions';
import { ScreenshotThumbnail } from './screenshot-thumbnail';

const percentText = (value: number | null) => (value === null ? '--' : `${Math.round(value)} %`);

/**
 * Screen management's columns, the ones an operator needs first on the left: the screen, its
 * state, what it plays, its screenshot, power, brightness with its mode, volume, size and last
 * proof of play; the commands on the right for those who may send them.
 */
export function useScreenColumns(onSent: (commandId: number) => void): ColumnType<LedScreen>[] {
  const { t, i18n } = useTranslation();
  const mayCommand = usePermission('device:command');
  return [
    {
      key: 'screen',
      title: t('ledScreen.screen'),
      fixed: 'left',
      width: 150,
      render: (_, screen) => (
        <div className="led-screen-name">
          <Typography.Text strong ellipsis={{ tooltip: true }}>
            {screen.devicename || screen.devicecode}
          </Typography.Text>
          {screen.devicename && screen.devicename !== screen.devicecode && (
            <Typography.Text type="secondary" className="led-screen-name__code">
              {screen.devicecode}
            </Typography.Text>
          )}
        </div>
      ),
    },
    {
      key: 'state',
      title: t('deviceList.state'),
      width: 80,
      render: (_, screen) => <DeviceStateTag runstate={screen.runstate} />,
    },
    {
      key: 'playing',
      title: t('ledScreen.playing'),
      width: 170,
      render: (_, screen) => <PlayingNow screen={screen} />,
    },
    {
      key: 'screenshot',
      title: t('ledScreen.screenshot'),
      width: 90,
      render: (_, screen) => <ScreenshotThumbnail screen={screen} />,
    },
    {
      key: 'power',
      title: t('ledScreen.power'),
      width: 70,
      render: (_, screen) =>
        screen.power === null ? '--' : t(screen.power ? 'ledScreen.power.on' : 'ledScreen.power.off'),
    },
    {
      key: 'brightness',
      title: t('ledScreen.brightness'),
      width: 116,
      render: (_, screen) => (
        <div>
          <div>{percentText(screen.brightness)}</div>
          {screen.brightnessmode && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {brightnessModeName(screen.brightnessmode, i18n.language)}
            </Typography.Text>
          )}
        </div>
      ),
    },
    {
      key: 'volume',
      title: t('deviceList.volume'),
      width: 70,
      render: (_, screen) => (screen.volume === null ? '--' : Math.round(screen.volume)),
    },
    {
      key: 'resolution',
      title: t('ledScreen.resolution'),
      width: 100,
      render: (_, screen) => resolutionOf(screen) ?? '--',
    },
    {
      key: 'lastplay',
      title: t('ledScreen.lastPlay'),
      width: 150,
      render: (_, screen) =>
        screen.lastplay ? (
          <div>
            <div>{formatTime(screen.lastplay.at)}</div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis={{ tooltip: true }}>
              {screen.lastplay.campaignname}
            </Typography.Text>
          </div>
        ) : (
          '--'
        ),
    },
    ...(mayCommand
      ? [
          {
            key: 'actions',
            title: t('ledScreen.actions'),
            fixed: 'right' as const,
            width: 100,
            render: (_: unknown, screen: LedScreen) => <ScreenRowActions screen={screen} onSent={onSent} />,
          },
        ]
      : []),
  ];
}
