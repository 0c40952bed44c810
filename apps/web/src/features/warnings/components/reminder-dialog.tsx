import type { NotificationItem } from '@lamplighter/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Modal, Table, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Permitted, usePermission } from '../../../shared/auth/permissions';
import { formatTime } from '../../../shared/format';
import { notificationKeys } from '../api/warning-keys';
import { MAP_JUMP_KEY, notificationsQuery, REMINDER_PAGE_SIZE, useNotificationWrites } from '../api/warnings';

/** The reminder dialog: unread and read notifications, ten a page. */
export function ReminderDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mayRead = usePermission('notification:read');
  const [tab, setTab] = useState<0 | 1>(0);
  const [page, setPage] = useState(1);
  const notifications = useQuery({ ...notificationsQuery(tab, page), enabled: open });
  const writes = useNotificationWrites();
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });

  async function markAll() {
    await writes.markAllRead.mutateAsync(undefined);
    message.success({ content: t('success.read'), duration: 2 });
  }

  /** A notification opened is marked read (which reloads the notifications); otherwise they are read again. */
  async function openRow(row: NotificationItem) {
    const marked =
      !row.isread &&
      mayRead &&
      (await writes.markRead.mutateAsync({ id: row.id }).then(
        () => true,
        () => false,
      ));
    if (!marked) await refresh();
    if (!row.jumpPath) return;
    localStorage.setItem(MAP_JUMP_KEY, '1');
    onClose();
    navigate(row.jumpPath);
  }

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={t('reminder.title')}
      width={760}
      destroyOnHidden
    >
      <Tabs
        activeKey={String(tab)}
        onChange={(key) => {
          setTab(key === '1' ? 1 : 0);
          setPage(1);
        }}
        items={[
          { key: '0', label: t('reminder.unread') },
          { key: '1', label: t('reminder.read') },
        ]}
        tabBarExtraContent={
          <Permitted permission="notification:read">
            <Button size="small" onClick={() => void markAll().catch(() => undefined)}>
              {t('reminder.markAll')}
            </Button>
          </Permitted>
        }
      />
      <Table<NotificationItem>
        rowKey="id"
        size="small"
        loading={notifications.isFetching}
        dataSource={notifications.data?.list ?? []}
        onRow={(row) => ({
          onClick: () => void openRow(row),
          style: { cursor: row.jumpPath ? 'pointer' : 'default' },
        })}
        pagination={{
          current: page,
          pageSize: REMINDER_PAGE_SIZE,
          total: notifications.data?.total ?? 0,
          onChange: setPage,
        }}
        columns={[
          { title: t('reminder.colTitle'), dataIndex: 'notificationtitle', width: 180 },
          { title: t('reminder.colContent'), dataIndex: 'notificationcontent' },
          {
            title: t('reminder.colTime'),
            dataIndex: 'createtime',
            width: 170,
            render: (value: string) => formatTime(value),
          },
        ]}
      />
    </Modal>
  );
}
