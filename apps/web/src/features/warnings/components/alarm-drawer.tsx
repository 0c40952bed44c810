import type { WarningItem } from '@lamplighter/contract';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Drawer, Empty, List, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ReportFaultButton } from '../../../shared/after-sales/report-fault';
import { Permitted, usePermission } from '../../../shared/auth/permissions';
import { formatTime } from '../../../shared/format';
import { warningKeys } from '../api/warning-keys';
import { warningTarget } from '../api/warning-target';
import { useWarningWrites, warningsQuery } from '../api/warnings';
import { WarningReasons } from './warning-reasons';

/** The warnings drawer: 40 % wide from the right, unread only by default. */
export function AlarmDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mayRead = usePermission('warning:read');
  const [unreadOnly, setUnreadOnly] = useState(true);
  const warnings = useInfiniteQuery({ ...warningsQuery(unreadOnly), enabled: open });
  const items = warnings.data?.pages.flatMap((page) => page.list) ?? [];
  const writes = useWarningWrites();
  const refresh = () => queryClient.invalidateQueries({ queryKey: warningKeys.all });

  async function markAll() {
    await writes.read.mutateAsync({ isall: 1 });
    message.success({ content: t('success.read'), duration: 2 });
  }

  /** A warning opened is marked read (which reloads the warnings); otherwise they are read again. */
  async function markRead(warning: WarningItem) {
    const marked =
      !warning.isread &&
      mayRead &&
      (await writes.read.mutateAsync({ id: warning.id }).then(
        () => true,
        () => false,
      ));
    if (!marked) await refresh();
  }

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      width="40%"
      title={t('alarm.title')}
      extra={
        <Space>
          <Switch
            checked={unreadOnly}
            onChange={setUnreadOnly}
            checkedChildren={t('alarm.unreadOnly')}
            unCheckedChildren={t('alarm.unreadOnly')}
          />
          <Permitted permission="warning:read">
            <Button size="small" onClick={() => void markAll().catch(() => undefined)}>
              {t('alarm.markAll')}
            </Button>
          </Permitted>
        </Space>
      }
      styles={{ body: { padding: 0 } }}
    >
      <div
        className="alarm-drawer__list"
        style={{ height: '100%', overflow: 'auto' }}
        onScroll={(event) => {
          const box = event.currentTarget;
          if (
            box.scrollHeight - box.scrollTop - box.clientHeight < 80 &&
            warnings.hasNextPage &&
            !warnings.isFetchingNextPage
          ) {
            void warnings.fetchNextPage();
          }
        }}
      >
        <List
          loading={warnings.isLoading}
          dataSource={items}
          locale={{ emptyText: <Empty description={t('alarm.empty')} /> }}
          renderItem={(warning) => (
            <List.Item
              style={{ cursor: 'pointer', padding: '12px 24px', opacity: warning.isread ? 0.6 : 1 }}
              actions={
                warning.deviceid === null
                  ? []
                  : [
                      <ReportFaultButton
                        key="report"
                        size="small"
                        deviceId={warning.deviceid}
                        onOpen={onClose}
                      />,
                    ]
              }
              onClick={async () => {
                await markRead(warning);
                onClose();
                navigate(warningTarget(warning));
              }}
            >
              <List.Item.Meta
                title={
                  <Space wrap>
                    <Typography.Text strong>{warning.devicecode}</Typography.Text>
                    <WarningReasons warning={warning} />
                  </Space>
                }
                description={`${warning.projectname || '--'} · ${warning.groupname || '--'} · ${formatTime(warning.createtime)}`}
              />
            </List.Item>
          )}
        />
        {warnings.isFetchingNextPage && (
          <Typography.Paragraph style={{ textAlign: 'center' }}>{t('alarm.loading')}</Typography.Paragraph>
        )}
      </div>
    </Drawer>
  );
}
