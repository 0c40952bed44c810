import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../../shared/auth/permissions';
import { projectTreeQuery } from '../../../../shared/inventory/inventory-queries';
import { useLiveConnected, useLiveEvent } from '../../../../shared/live/live';
import { useGathered } from '../../../../shared/live/use-gathered';
import { ScreenFrame } from '../../components/screen-frame';
import { WALL_REFRESH_MS } from '../../lib/wall-refresh';
import { columnsQuery, threeDKeys } from '../api/three-d-queries';
import { ThreeDMap } from '../components/three-d-map';
import './three-d.css';

/** Lamps going on or out change the columns' heights: they are asked for again, at most this often. */
const HEIGHTS_MS = 15_000;

/**
 * The installation in 3D on the wall: every located device of the caller as a column coloured by
 * its run state and as tall as the power it draws, the camera touring the projects.
 */
export default function ThreeDPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mayList = usePermission('device:list');
  const columns = useQuery({ ...columnsQuery, enabled: mayList, refetchInterval: WALL_REFRESH_MS });
  const tree = useQuery({ ...projectTreeQuery, enabled: usePermission('project:list') });
  const names = useMemo(() => new Map(tree.data?.map((project) => [project.id, project.name])), [tree.data]);

  const reload = () => void queryClient.invalidateQueries({ queryKey: threeDKeys.columns });
  useLiveEvent('lamps', useGathered(HEIGHTS_MS, reload));
  // Events missed while the stream was down: the columns are asked for again.
  useLiveConnected(reload);

  return (
    <ScreenFrame name={t('threeD.title')} stale={columns.isError}>
      <ThreeDMap columns={columns.data} projectNames={names} />
    </ScreenFrame>
  );
}
