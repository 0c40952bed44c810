import type { DeviceGroup } from '@lamplighter/contract';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from '../../../shared/hooks/use-confirm-delete';
import { type GroupInput, groupCalls } from '../api/groups';
import { useRefreshProjects } from '../api/use-refresh-projects';
import { type GroupEditing, GroupFormModal } from './group-form-modal';

/**
 * Adding, changing and deleting groups, as the Group and Project-Group screens both do: `edit`
 * opens the form, `remove` asks first, `modal` is the form to render.
 */
export function useGroupChanges(onDeleted?: (group: DeviceGroup) => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const refresh = useRefreshProjects();
  const confirmDeletion = useConfirmDelete();
  const [editing, setEditing] = useState<GroupEditing | undefined>();

  async function save(input: GroupInput) {
    await (input.id ? groupCalls.update(input) : groupCalls.add(input));
    message.success(t(input.id ? 'success.updated' : 'success.created'));
    setEditing(undefined);
    await refresh();
  }

  function remove(group: DeviceGroup) {
    confirmDeletion(async () => {
      await groupCalls.remove([group.id]);
      onDeleted?.(group);
      await refresh();
    });
  }

  return {
    edit: setEditing,
    remove,
    modal: <GroupFormModal editing={editing} onClose={() => setEditing(undefined)} onSubmit={save} />,
  };
}
