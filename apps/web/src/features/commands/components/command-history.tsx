import { type CommandSummary, commandLabels, openCommandStates } from '@lamplighter/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Table } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sharedKeys } from '../../../shared/api/query-keys';
import { commandParamsText } from '../../../shared/commands/command-params-text';
import { CommandStateTag, commandErrorText } from '../../../shared/commands/command-state-tag';
import { formatTime } from '../../../shared/format';
import { commandLogQuery } from '../api/commands';

const openCount = (list: CommandSummary[] | undefined) =>
  (list ?? []).filter((command) => command.device && openCommandStates.includes(command.device.state)).length;

/** The commands the device got, newest first, with its state in each; read again while one is open. */
export function CommandHistory({ devicecode }: { devicecode: string }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState({ pagenum: 1, pagesize: 10 });
  const queryClient = useQueryClient();
  const log = useQuery({
    ...commandLogQuery(devicecode, page.pagenum, page.pagesize),
    refetchInterval: (query) => (openCount(query.state.data?.list) > 0 ? 2000 : false),
  });
  // When the last open command is answered, the device has reported its new state: read it now.
  const open = openCount(log.data?.list);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current > 0 && open === 0) {
      void queryClient.invalidateQueries({ queryKey: sharedKeys.liveDevice(devicecode) });
    }
    wasOpen.current = open;
  }, [open, devicecode, queryClient]);
  return (
    <Card size="small" title={t('control.commandHistory')}>
      <Table<CommandSummary>
        size="small"
        rowKey="id"
        loading={log.isLoading}
        dataSource={log.data?.list ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page.pagenum,
          pageSize: page.pagesize,
          total: log.data?.total ?? 0,
          onChange: (pagenum, pagesize) => setPage({ pagenum, pagesize }),
        }}
        columns={[
          {
            key: 'time',
            title: t('control.sentAt'),
            render: (_, command) => formatTime(command.createtime),
            width: 170,
          },
          { key: 'user', dataIndex: 'username', title: t('control.by') },
          {
            key: 'method',
            title: t('control.command'),
            render: (_, command) => commandLabels[command.method][i18n.language === 'zh' ? 'zh' : 'en'],
          },
          {
            key: 'params',
            title: t('control.params'),
            render: (_, command) =>
              commandParamsText(command.method, command.params, t, i18n.language === 'zh' ? 'zh' : 'en'),
          },
          {
            key: 'state',
            title: t('control.state'),
            render: (_, command) =>
              command.device ? <CommandStateTag state={command.device.state} /> : '--',
          },
          {
            key: 'error',
            title: t('control.error'),
            render: (_, command) => commandErrorText(t, command.device?.state, command.device?.error),
          },
        ]}
      />
    </Card>
  );
}
