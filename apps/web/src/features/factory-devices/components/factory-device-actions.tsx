import type { FactoryDevice } from '@lamplighter/contract';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useEditDeleteColumn } from '../../../shared/table/edit-delete-column';

/**
 * Edit and delete of a factory device, each for a role holding its key; `compact` on a phone. A
 * bound device is the customer's now: both stay visible but disabled, saying why.
 */
export function useFactoryDeviceActions(
  onEdit: (device: FactoryDevice) => void,
  onDelete: (device: FactoryDevice) => void,
  compact: boolean,
): ColumnType<FactoryDevice>[] {
  const { t } = useTranslation();
  return useEditDeleteColumn<FactoryDevice>({
    keys: { update: 'factorydevice:update', delete: 'factorydevice:delete' },
    labels: { title: t('factory.actions'), delete: t('factory.delete') },
    handlersOf: (device) => {
      const bound = device.bound === 1;
      return {
        onEdit: () => onEdit(device),
        onDelete: () => onDelete(device),
        disabled: bound,
        ...(bound ? { hint: t('factory.boundReadOnly') } : {}),
      };
    },
    compact,
  });
}
