import type { CommandDeviceState, CommandEvent } from '@lamplighter/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Flex, Progress, Segmented, Table, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../format';
import { useLiveConnected, useLiveEvent } from '../live/live';
import { commandDetailKey, commandDetailQuery } from './command-calls';
import { countProgress, inView, mergeProgress, type ProgressView, progressViews } from './command-progress';
import { CommandStateTag, commandErrorText } from './command-state-tag';

const waiting = (state: CommandDeviceState['state']) => state === 'sent' || state === 'delivered';

/**
 * A command's state at each of its devices, filled in live as they answer: the share settled, the
 * counts, and the devices of one view (all, waiting, succeeded, unsuccessful). The table draws only
 * the rows in sight, so that ten thousand devices scroll as smoothly as ten.
 */
export function CommandResultTable({
  commandId,
  progressOf,
}: {
  commandId: number;
  /** How far a device has come with a command that takes time (a screen fetching a program), 0-100. */
  progressOf?: (deviceid: number) => number | undefined;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const detail = useQuery(commandDetailQuery(commandId));
  const [seen, setSeen] = useState<ReadonlyMap<number, CommandEvent>>(new Map());
  const [view, setView] = useState<ProgressView>('all');

  useLiveEvent('command', (event) => {
    if (event.commandid !== commandId) return;
    setSeen((current) => new Map(current).set(event.deviceid, event));
  });
  // Events missed while the connection was down are in the command as the server has it now.
  useLiveConnected(() => void queryClient.invalidateQueries({ queryKey: commandDetailKey(commandId) }));

  const devices = useMemo(() => mergeProgress(detail.data?.devices ?? [], seen), [detail.data, seen]);
  const counts = countProgress(devices);
  const shown = view === 'all' ? devices : devices.filter((device) => inView(view, device.state));
  const unsuccessful = counts.failed + counts.expired;
  // The events tell states, not times: once every device has settled, the times are read.
  const settledLive = seen.size > 0 && counts.settled === counts.total;
  useEffect(() => {
    if (settledLive) void queryClient.invalidateQueries({ queryKey: commandDetailKey(commandId) });
  }, [settledLive, commandId, queryClient]);

  return (
    <Flex vertical gap={12}>
      <Progress
        percent={counts.total === 0 ? 0 : Math.round((counts.settled / counts.total) * 100)}
        success={{ percent: counts.total === 0 ? 0 : (counts.succeeded / counts.total) * 100 }}
        status={counts.settled < counts.total ? 'active' : unsuccessful > 0 ? 'exception' : 'success'}
        aria-label={t('command.progress')}
      />
      <Typography.Text>
        {t('command.progressSummary', {
          settled: counts.settled,
          total: counts.total,
          succeeded: counts.succeeded,
          unsuccessful,
          waiting: counts.total - counts.settled,
        })}
      </Typography.Text>
      <Segmented<ProgressView>
        value={view}
        onChange={setView}
        options={progressViews.map((value) => ({ value, label: t(`command.view.${value}`) }))}
      />
      <Table<CommandDeviceState>
        size="small"
        rowKey="deviceid"
        loading={detail.isLoading}
        dataSource={shown}
        virtual
        scroll={{ y: 360, x: 560 }}
        pagination={false}
        columns={[
          { key: 'code', dataIndex: 'devicecode', title: t('device.code'), width: 160 },
          {
            key: 'state',
            title: t('control.state'),
            width: 110,
            render: (_, device) => <CommandStateTag state={device.state} />,
          },
          {
            key: 'reason',
            title: t('control.error'),
            render: (_, device) => {
              const percent = waiting(device.state) ? progressOf?.(device.deviceid) : undefined;
              if (percent === undefined) return commandErrorText(t, device.state, device.error);
              return (
                <Flex align="center" gap={8}>
                  <Progress
                    percent={Math.round(percent)}
                    size="small"
                    showInfo={false}
                    style={{ width: 96 }}
                  />
                  {t('command.downloading', { percent: Math.round(percent) })}
                </Flex>
              );
            },
          },
          {
            key: 'time',
            title: t('command.finishedAt'),
            width: 170,
            render: (_, device) => (device.finishtime ? formatTime(device.finishtime) : ''),
          },
        ]}
      />
    </Flex>
  );
}
