import type { BroadcastState, BroadcastSummary } from '@lamplighter/contract';
import { Button, Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/auth/permissions';
import { formatTime } from '../../../shared/format';
import { type RowAction, RowActions } from '../../../shared/table/row-actions';
import { scheduleText } from '../lib/schedule-text';

const STATE_COLOURS: Record<BroadcastState, string> = {
  scheduled: 'blue',
  done: 'default',
  cancelled: 'orange',
};

export function BroadcastStateTag({ state }: { state: BroadcastState }) {
  const { t } = useTranslation();
  return <Tag color={STATE_COLOURS[state]}>{t(`broadcast.state.${state}`)}</Tag>;
}

/** A broadcast's name, marked when it is an emergency. */
export function BroadcastName({ broadcast }: { broadcast: Pick<BroadcastSummary, 'name' | 'priority'> }) {
  const { t } = useTranslation();
  return (
    <Flex gap={4} align="center" wrap>
      {broadcast.priority === 'emergency' && <Tag color="red">{t('broadcast.priority.emergency')}</Tag>}
      <span>{broadcast.name}</span>
    </Flex>
  );
}

/** What the terminals play: the spoken text (a synthetic voice), the library sound's name, or a live voice. */
export function SoundText({ broadcast }: { broadcast: BroadcastSummary }) {
  const { t } = useTranslation();
  if (broadcast.source === 'file')
    return <Typography.Text ellipsis={{ tooltip: true }}>{broadcast.medianame}</Typography.Text>;
  if (broadcast.source === 'live') return <Tag color="purple">{t('broadcast.source.live')}</Tag>;
  return (
    <Typography.Text ellipsis={{ tooltip: broadcast.text }}>
      <Tag>{t(`broadcast.lang.${broadcast.lang}`)}</Tag>
      {broadcast.text}
    </Typography.Text>
  );
}

/** What the rows lead to. */
export interface BroadcastRowHandlers {
  onResults: (broadcast: BroadcastSummary) => void;
  onCancel: (broadcast: BroadcastSummary) => void;
}

/** The broadcasts' columns: the name opens the results; a scheduled one may be cancelled. */
export function useBroadcastColumns(
  handlers: BroadcastRowHandlers,
  compact: boolean,
): ColumnsType<BroadcastSummary> {
  const { t } = useTranslation();
  const mayCancel = usePermission('broadcast:cancel');
  const actionsOf = (broadcast: BroadcastSummary): RowAction[] => [
    { key: 'results', label: t('broadcast.action.results'), run: () => handlers.onResults(broadcast) },
    ...(mayCancel && broadcast.state === 'scheduled'
      ? [
          {
            key: 'cancel',
            label: t('broadcast.action.cancel'),
            danger: true,
            run: () => handlers.onCancel(broadcast),
          },
        ]
      : []),
  ];
  return [
    {
      title: t('broadcast.name'),
      key: 'name',
      width: 200,
      render: (_, broadcast) => (
        <Button type="link" className="broadcast-name" onClick={() => handlers.onResults(broadcast)}>
          <BroadcastName broadcast={broadcast} />
        </Button>
      ),
    },
    {
      title: t('broadcast.state'),
      dataIndex: 'state',
      width: 90,
      render: (state: BroadcastState) => <BroadcastStateTag state={state} />,
    },
    {
      title: t('broadcast.source'),
      key: 'sound',
      width: 220,
      render: (_, broadcast) => <SoundText broadcast={broadcast} />,
    },
    { title: t('broadcast.target'), dataIndex: 'target', width: 160, ellipsis: true },
    {
      title: t('broadcast.when'),
      key: 'schedule',
      width: 220,
      render: (_, broadcast) => scheduleText(broadcast.schedule, t),
    },
    {
      title: t('broadcast.nextRun'),
      dataIndex: 'nextrun',
      width: 160,
      render: (at: string | null) => (at ? formatTime(at) : '--'),
    },
    {
      title: t('broadcast.lastRun'),
      key: 'lastrun',
      width: 150,
      render: (_, { lastrun }) =>
        lastrun
          ? t('broadcast.played', { succeeded: lastrun.counts.succeeded, total: lastrun.counts.total })
          : '--',
    },
    { title: t('broadcast.creator'), dataIndex: 'creatorname', width: 110, ellipsis: true },
    { title: t('broadcast.createtime'), dataIndex: 'createtime', width: 170, render: formatTime },
    {
      title: t('broadcast.actions'),
      key: 'actions',
      fixed: 'right',
      width: 160,
      render: (_, broadcast) => <RowActions actions={actionsOf(broadcast)} compact={compact} />,
    },
  ];
}
