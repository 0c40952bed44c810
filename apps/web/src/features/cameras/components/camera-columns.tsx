import type { CameraItem, CameraSource } from '@lamplighter/contract';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/auth/permissions';
import { RunStateTag } from '../../../shared/inventory/run-state-tag';
import { RowActions } from '../../../shared/table/row-actions';
import { CameraThumbnail } from './camera-thumbnail';
import { SourceTag } from './source-tag';

const text = (value: string) => value || '--';

/** Where a camera sits: its project, and its group when it has one. */
const placeOf = (camera: CameraItem) =>
  [camera.projectname, camera.groupname].filter(Boolean).join(' / ') || '--';

/**
 * The monitoring list's columns: snapshot, number, name, project and group, pole, state, how it is
 * watched, PTZ, and Play (and Addresses for those who may change them). The actions stop the click
 * from reaching the row, which plays too.
 */
export function useCameraColumns({
  onPlay,
  onEdit,
  compact,
}: {
  onPlay: (camera: CameraItem) => void;
  onEdit: (camera: CameraItem) => void;
  compact: boolean;
}): ColumnType<CameraItem>[] {
  const { t } = useTranslation();
  const mayEdit = usePermission('device:update');
  return [
    {
      key: 'snapshot',
      title: t('video.snapshot'),
      dataIndex: 'snapshot',
      width: 120,
      render: (_, camera) => <CameraThumbnail camera={camera} onOpen={() => onPlay(camera)} />,
    },
    { title: t('video.code'), dataIndex: 'devicecode', width: 130, ellipsis: true },
    { title: t('video.name'), dataIndex: 'devicename', width: 160, ellipsis: true },
    {
      key: 'place',
      title: t('video.place'),
      width: 180,
      ellipsis: true,
      render: (_, camera) => placeOf(camera),
    },
    { title: t('network.pole'), dataIndex: 'polenumber', width: 110, render: text },
    {
      title: t('network.runState'),
      dataIndex: 'runstate',
      width: 90,
      render: (state: number | null) => <RunStateTag state={state} />,
    },
    {
      title: t('video.sourceTitle'),
      dataIndex: 'source',
      width: 150,
      render: (source: CameraSource) => <SourceTag source={source} />,
    },
    {
      title: t('video.ptz'),
      dataIndex: 'ptz',
      width: 64,
      render: (ptz: number) => t(ptz === 1 ? 'common.yes' : 'common.no'),
    },
    {
      key: 'actions',
      title: t('network.actions'),
      fixed: 'right',
      width: mayEdit ? 140 : 72,
      render: (_, camera) => (
        // biome-ignore lint/a11y/noStaticElementInteractions: keeps a button's click from also opening the row
        // biome-ignore lint/a11y/useKeyWithClickEvents: the buttons inside take the keys themselves
        <span onClick={(event) => event.stopPropagation()}>
          <RowActions
            compact={compact}
            actions={[
              { key: 'play', label: t('video.play'), run: () => onPlay(camera) },
              ...(mayEdit ? [{ key: 'edit', label: t('video.addresses'), run: () => onEdit(camera) }] : []),
            ]}
          />
        </span>
      ),
    },
  ];
}
