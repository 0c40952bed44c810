import { ControlOutlined, DeleteOutlined, PlusOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Permitted } from '../../../shared/auth/permissions';
import type { DeviceExportFilter } from '../api/excel';
import { DeviceExportMenu } from './excel/device-export-menu';
import { DeviceImportDialog } from './excel/device-import-dialog';

/**
 * The buttons above a device list: add, the actions on the selected rows (control, move, delete), the screen's own
 * buttons (bind), import and export, and the column settings.
 */
export function DeviceListToolbar({
  selected,
  onAdd,
  onControl,
  onControlMatching,
  matching,
  onMove,
  onDelete,
  extra,
  columnSettings,
  exportFilter,
}: {
  selected: number;
  onAdd: () => void;
  onControl: () => void;
  /** Commands every device the list finds; absent while it finds none. */
  onControlMatching?: (() => void) | undefined;
  /** How many devices the list finds. */
  matching: number;
  onMove: () => void;
  onDelete: () => void;
  extra?: ReactNode;
  columnSettings: ReactNode;
  /** The list's filters in force, for the exports. */
  exportFilter: DeviceExportFilter;
}) {
  const { t } = useTranslation();
  return (
    <Space wrap size={8}>
      {selected > 0 && (
        <>
          <Typography.Text type="secondary">{t('device.selected', { count: selected })}</Typography.Text>
          <Permitted permission="device:command">
            <Button type="primary" ghost icon={<ControlOutlined />} onClick={onControl}>
              {t('batch.control')}
            </Button>
          </Permitted>
          <Permitted permission="device:update">
            <Button icon={<SwapOutlined />} onClick={onMove}>
              {t('device.moveSelected')}
            </Button>
          </Permitted>
          <Permitted permission="device:delete">
            <Button danger icon={<DeleteOutlined />} onClick={onDelete}>
              {t('device.deleteSelected')}
            </Button>
          </Permitted>
        </>
      )}
      {onControlMatching && matching > 0 && (
        <Permitted permission="device:command">
          <Button icon={<ControlOutlined />} onClick={onControlMatching}>
            {t('batch.controlMatching', { count: matching })}
          </Button>
        </Permitted>
      )}
      <Permitted permission="device:add">
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
          {t('device.add')}
        </Button>
      </Permitted>
      {extra}
      <Permitted permission="device:import">
        <DeviceImportDialog />
      </Permitted>
      <Permitted permission="device:export">
        <DeviceExportMenu filter={exportFilter} />
      </Permitted>
      {columnSettings}
    </Space>
  );
}
