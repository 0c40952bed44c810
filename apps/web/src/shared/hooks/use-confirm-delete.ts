import { App } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Asks 'deletion cannot be undone, sure?' before `remove` runs, says 'deleted' after it and
 * 'deletion cancelled' when the user backs out. A refused deletion closes the
 * dialog: the request module has shown the server's reason.
 */
export function useConfirmDelete() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  return (remove: () => Promise<unknown>) =>
    modal.confirm({
      title: t('common.hint'),
      content: t('common.deleteConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await remove();
        } catch {
          return;
        }
        message.success(t('success.deleted'));
      },
      onCancel: () => {
        message.info(t('common.deleteCancelled'));
      },
    });
}
