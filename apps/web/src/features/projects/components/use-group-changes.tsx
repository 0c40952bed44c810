import type { DeviceGroup } from '@lamplighter/contract';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from '../../../shared/hooks/use-confirm-delete';
import { type GroupInput, useGroupWrites } from '../api/groups';
import { type GroupEditing, GroupFormModal } from './group-form-modal';

/**
 * Adding, changing and deleting groups, as the Group and Project-Group screens both do: `edit`
 * opens the form, `remove` asks first, `modal` is the form to render.
 */
export function useGroupChanges(onDeleted?: (group: DeviceGroup) => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const writes = useGroupWrites();
  const confirmDeletion = useConfirmDelete();
  const [editing, setEditing] = useState<GroupEditing | undefined>();

  async function save(input: GroupInput) {
    const changed = editing?.group;
    await (changed ? writes.update.mutateAsync({ ...input, id: changed.id }) : writes.add.mutateAsync(input));
    message.success(t(changed ? 'success.updated' : 'success.created'));
    setEditing(undefined);
  }

  function remove(group: DeviceGroup) {
    confirmDeletion(async () => {
      await writes.remove.mutateAsync({ ids: [group.id] });
      onDeleted?.(group);
    });
  }

  return {
    edit: setEditing,
    remove,
    modal: <GroupFormModal editing={editing} onClose={() => setEditing(undefined)} onSubmit={save} />,
  };
}
