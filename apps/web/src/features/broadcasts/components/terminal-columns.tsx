import type { Terminal } from '@lamplighter/contract';
import { Flex, Tag, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/auth/permissions';
import { RowCommands } from '../../../shared/device-lists/command-menu';
import { deviceLabel } from '../../../shared/device-lists/device-label';
import { DeviceStateTag } from '../../../shared/device-lists/device-state-tag';
import { formatTime } from '../../../shared/format';
import { useTerminalCommands } from './use-terminal-commands';

function TerminalCommands({ terminal, onSent }: { terminal: Terminal; onSent: (commandId: number) => void }) {
  return <RowCommands {...useTerminalCommands([terminal], onSent)} />;
}

/** What a terminal plays now: a broadcast (an emergency says so), or silence. */
function PlayingNow({ terminal }: { terminal: Terminal }) {
  const { t } = useTranslation();
  const { playing } = terminal;
  if (!terminal.online) return <Typography.Text type="secondary">--</Typography.Text>;
  if (!playing) return <Typography.Text type="secondary">{t('terminal.silent')}</Typography.Text>;
  return (
    <Flex gap={4} align="center" wrap>
      {playing.emergency && <Tag color="red">{t('broadcast.priority.emergency')}</Tag>}
      <Typography.Text>
        {playing.name || t('terminal.unknownBroadcast', { id: playing.broadcastid })}
      </Typography.Text>
    </Flex>
  );
}

/**
 * The broadcast list's columns: the terminal, its state and what it plays first; power, volume and
 * the last broadcast it played; the commands on the right for those who may send them.
 */
export function useTerminalColumns(onSent: (commandId: number) => void): ColumnType<Terminal>[] {
  const { t } = useTranslation();
  const mayCommand = usePermission('device:command');
  return [
    {
      key: 'terminal',
      title: t('terminal.terminal'),
      fixed: 'left',
      width: 170,
      render: (_, terminal) => <Typography.Text strong>{deviceLabel(terminal)}</Typography.Text>,
    },
    {
      key: 'state',
      title: t('deviceList.state'),
      width: 80,
      render: (_, terminal) => <DeviceStateTag runstate={terminal.runstate} />,
    },
    {
      key: 'playing',
      title: t('terminal.playing'),
      width: 190,
      render: (_, terminal) => <PlayingNow terminal={terminal} />,
    },
    {
      key: 'power',
      title: t('terminal.power'),
      width: 70,
      render: (_, terminal) =>
        terminal.power === null ? '--' : t(terminal.power ? 'terminal.on' : 'terminal.off'),
    },
    {
      key: 'volume',
      title: t('deviceList.volume'),
      width: 70,
      align: 'right',
      render: (_, terminal) => (terminal.volume === null ? '--' : Math.round(terminal.volume)),
    },
    {
      key: 'lastplayed',
      title: t('terminal.lastPlayed'),
      width: 200,
      render: (_, terminal) =>
        terminal.lastplayed ? (
          <Flex vertical>
            <Typography.Text ellipsis={{ tooltip: true }}>{terminal.lastplayed.name}</Typography.Text>
            <Typography.Text type="secondary">{formatTime(terminal.lastplayed.at)}</Typography.Text>
          </Flex>
        ) : (
          '--'
        ),
    },
    {
      key: 'place',
      title: t('terminal.place'),
      width: 180,
      render: (_, terminal) => [terminal.projectname, terminal.groupname].filter(Boolean).join(' / '),
    },
    {
      key: 'reportedat',
      title: t('terminal.reportedAt'),
      width: 170,
      render: (_, terminal) => (terminal.reportedat ? formatTime(terminal.reportedat) : '--'),
    },
    ...(mayCommand
      ? [
          {
            key: 'actions',
            title: t('terminal.actions'),
            fixed: 'right' as const,
            width: 110,
            render: (_: unknown, terminal: Terminal) => (
              <TerminalCommands terminal={terminal} onSent={onSent} />
            ),
          },
        ]
      : []),
  ];
}
