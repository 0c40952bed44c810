import { AlertOutlined, BellOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/auth/permissions';
import { useLiveConnected, useLiveEvent } from '../../../shared/live/live';
import { notificationKeys, warningKeys } from '../api/warning-keys';
import { BADGE_MAX, unreadNotificationsQuery, unreadWarningsQuery } from '../api/warnings';

// The drawer and the dialog (with their list and table) load when first opened.
const AlarmDrawer = lazy(() => import('./alarm-drawer').then((module) => ({ default: module.AlarmDrawer })));
const ReminderDialog = lazy(() =>
  import('./reminder-dialog').then((module) => ({ default: module.ReminderDialog })),
);

/** The bell and the alarm button of the top bar; the seed shows them only in Chinese. */
export function HeaderAlerts() {
  const { t, i18n } = useTranslation();
  const canWarnings = usePermission('warning:list');
  const canNotifications = usePermission('notification:list');
  const chinese = i18n.language === 'zh';
  const warnings = useQuery({ ...unreadWarningsQuery, enabled: chinese && canWarnings });
  const notifications = useQuery({ ...unreadNotificationsQuery, enabled: chinese && canNotifications });
  // undefined until first opened, then open or closed (kept mounted so that closing animates).
  // Live: the badge and the drawer's list follow new and cleared warnings without reload.
  const queryClient = useQueryClient();
  const reloadWarnings = () => void queryClient.invalidateQueries({ queryKey: warningKeys.all });
  const reloadNotifications = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  useLiveEvent('warning', reloadWarnings);
  useLiveEvent('notification', reloadNotifications);
  useLiveConnected(() => {
    reloadWarnings();
    reloadNotifications();
  });
  const [drawer, setDrawer] = useState<boolean>();
  const [reminders, setReminders] = useState<boolean>();
  if (!chinese) return null;
  return (
    <>
      {canNotifications && (
        <Badge count={notifications.data ?? 0} overflowCount={BADGE_MAX} size="small">
          <Button
            type="text"
            icon={<BellOutlined />}
            aria-label={t('reminder.open')}
            onClick={() => setReminders(true)}
          />
        </Badge>
      )}
      {canWarnings && (
        <Badge count={warnings.data ?? 0} overflowCount={BADGE_MAX} size="small">
          <Button
            type="text"
            icon={<AlertOutlined />}
            aria-label={t('alarm.open')}
            onClick={() => setDrawer(true)}
          />
        </Badge>
      )}
      <Suspense>
        {drawer !== undefined && <AlarmDrawer open={drawer} onClose={() => setDrawer(false)} />}
        {reminders !== undefined && <ReminderDialog open={reminders} onClose={() => setReminders(false)} />}
      </Suspense>
    </>
  );
}
