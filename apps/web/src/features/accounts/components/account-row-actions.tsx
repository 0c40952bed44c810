import type { Account } from '@lamplighter/contract';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/auth/permissions';
import { useConfirmDelete } from '../../../shared/hooks/use-confirm-delete';
import { RowActions } from '../../../shared/table/row-actions';
import { useAccountWrites } from '../api/accounts';

/**
 * Edit, enable or disable, reset password, delete: each only for a role that holds its key.
 * `compact` (a phone) keeps edit, the others in a menu.
 */
export function AccountRowActions({
  account,
  onEdit,
  onResetPassword,
  compact = false,
}: {
  account: Account;
  onEdit: () => void;
  onResetPassword: () => void;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirmDeletion = useConfirmDelete();
  const writes = useAccountWrites();
  const mayUpdate = usePermission('sys:account:update');
  const mayReset = usePermission('sys:account:resetpwd');
  const mayDelete = usePermission('sys:account:delete');

  async function toggle() {
    await writes.setEnabled.mutateAsync({ id: account.id, enabled: account.enabled ? 0 : 1 });
    message.success(t('success.updated'));
  }

  function confirmDelete() {
    confirmDeletion(async () => {
      await writes.remove.mutateAsync({ ids: [account.id] });
    });
  }

  const actions = [
    ...(mayUpdate
      ? [
          { key: 'edit', label: t('common.edit'), run: onEdit },
          {
            key: 'toggle',
            label: t(account.enabled ? 'account.disable' : 'account.enable'),
            run: () => void toggle().catch(() => undefined),
          },
        ]
      : []),
    ...(mayReset ? [{ key: 'reset', label: t('account.resetPassword'), run: onResetPassword }] : []),
    ...(mayDelete ? [{ key: 'delete', label: t('account.delete'), danger: true, run: confirmDelete }] : []),
  ];
  return <RowActions actions={actions} wrap compact={compact} />;
}
