import type { BroadcastRun } from '@lamplighter/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Descriptions, Drawer, Empty, Flex, Select, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommandResultTable } from '../../../shared/commands/command-result-table';
import { formatTime } from '../../../shared/format';
import { useLiveEvent } from '../../../shared/live/live';
import { useGathered } from '../../../shared/live/use-gathered';
import { broadcastKeys } from '../api/broadcast-keys';
import { broadcastQuery } from '../api/broadcasts';
import { scheduleText } from '../lib/schedule-text';
import { BroadcastName, BroadcastStateTag, SoundText } from './broadcast-columns';

/** Terminals answering together update the counts once. */
const GATHER_MS = 500;

/**
 * A broadcast with its occurrences: what it plays, to whom and when, and for the chosen occurrence
 * (the latest unless told) each terminal's state live — played, failed and why, queued while off,
 * expired once its wait is over.
 */
export function ResultsDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const detail = useQuery(broadcastQuery(id));
  const [chosen, setChosen] = useState<number>();
  const broadcast = detail.data;
  const runs = broadcast?.runs ?? [];
  const run: BroadcastRun | undefined = runs.find((candidate) => candidate.runid === chosen) ?? runs[0];
  // The occurrences' counts follow the terminals' answers as they come, not only the periodic reload.
  const reload = useGathered(
    GATHER_MS,
    () => void queryClient.invalidateQueries({ queryKey: broadcastKeys.detail(id) }),
  );
  useLiveEvent('command', (event) => {
    if (runs.some((candidate) => candidate.commandid === event.commandid)) reload();
  });
  const runLabel = (candidate: BroadcastRun) =>
    t('broadcast.results.run', {
      at: formatTime(candidate.at),
      succeeded: candidate.counts.succeeded,
      total: candidate.counts.total,
    });
  return (
    <Drawer
      open
      size="min(760px, 100vw)"
      title={broadcast ? t('broadcast.results.title', { name: broadcast.name }) : ''}
      onClose={onClose}
      destroyOnHidden
    >
      {!broadcast ? (
        <Spin />
      ) : (
        <Flex vertical gap={16}>
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('broadcast.name')}>
              <BroadcastName broadcast={broadcast} />
            </Descriptions.Item>
            <Descriptions.Item label={t('broadcast.source')}>
              <SoundText broadcast={broadcast} />
            </Descriptions.Item>
            <Descriptions.Item label={t('broadcast.target')}>{broadcast.target}</Descriptions.Item>
            <Descriptions.Item label={t('broadcast.when')}>
              {scheduleText(broadcast.schedule, t)}
            </Descriptions.Item>
            <Descriptions.Item label={t('broadcast.state')}>
              <Flex gap={8} wrap>
                <BroadcastStateTag state={broadcast.state} />
                {broadcast.canceltime &&
                  t('broadcast.cancelledBy', {
                    name: broadcast.cancellername,
                    time: formatTime(broadcast.canceltime),
                  })}
              </Flex>
            </Descriptions.Item>
          </Descriptions>
          {runs.length === 0 ? (
            <Empty
              description={
                broadcast.nextrun
                  ? t('broadcast.results.noRun', { at: formatTime(broadcast.nextrun) })
                  : undefined
              }
            />
          ) : (
            <>
              <Select<number>
                aria-label={t('broadcast.results.runs')}
                value={run?.runid}
                onChange={setChosen}
                options={runs.map((candidate) => ({ value: candidate.runid, label: runLabel(candidate) }))}
              />
              {run?.commandid ? (
                <CommandResultTable key={run.commandid} commandId={run.commandid} />
              ) : (
                run && (
                  <Alert
                    type="warning"
                    showIcon
                    message={t('broadcast.results.notSent', { error: run.error })}
                  />
                )
              )}
            </>
          )}
        </Flex>
      )}
    </Drawer>
  );
}
