import type { Account } from '@lamplighter/contract';
import { App, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Permitted } from '../../../shared/auth/permissions';
import { useConfirmDelete } from '../../../shared/hooks/use-confirm-delete';
import { useAccountWrites } from '../api/accounts';

/** Edit, reset password, enable or disable, delete: each only for a role that holds its key. */
export function AccountRowActions({
  account,
  onEdit,
  onResetPassword,
}: {
  account: Account;
  onEdit: () => void;
  onResetPassword: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirmDeletion = useConfirmDelete();
  const writes = useAccountWrites();

  async function toggle() {
    await writes.setEnabled.mutateAsync({ id: account.id, enabled: account.enabled ? 0 : 1 });
    message.success(t('success.updated'));
  }

  function confirmDelete() {
    confirmDeletion(async () => {
      await writes.remove.mutateAsync({ ids: [account.id] });
    });
  }

  return (
    <Space size={0} wrap>
      <Permitted permission="sys:account:update">
        <Button type="link" size="small" onClick={onEdit}>
          {t('common.edit')}
        </Button>
        <Button type="link" size="small" onClick={() => void toggle().catch(() => undefined)}>
          {t(account.enabled ? 'account.disable' : 'account.enable')}
        </Button>
      </Permitted>
      <Permitted permission="sys:account:resetpwd">
        <Button type="link" size="small" onClick={onResetPassword}>
          {t('account.resetPassword')}
        </Button>
      </Permitted>
      <Permitted permission="sys:account:delete">
        <Button type="link" size="small" danger onClick={confirmDelete}>
          {t('account.delete')}
        </Button>
      </Permitted>
    </Space>
  );
}
