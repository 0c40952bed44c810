import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { DeviceListRow } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ScreenPanel } from '../../components/screen-panel';
import { type WallScope, wallCountsQuery } from '../api/control-wall-queries';
import { pageCount } from '../lib/tile-pages';
import type { TileSelection } from '../lib/tile-selection';
import { DeviceTile } from './device-tile';

/** The scope's counts: all, burning, out, in alarm, in fault, offline. */
function Legend({ scope, total }: { scope: WallScope; total: number }) {
  const { t, i18n } = useTranslation();
  const counts = useQuery(wallCountsQuery(scope)).data;
  const number = (value: number | undefined) =>
    value === undefined ? '--' : value.toLocaleString(i18n.language);
  const entries = [
    { key: 'total', label: t('wallControl.total'), value: total },
    { key: 'on', label: t('wallControl.on'), value: counts?.on },
    { key: 'off', label: t('wallControl.off'), value: counts?.off },
    { key: 'alarm', label: t('wallControl.alarm'), value: counts?.alarm },
    { key: 'fault', label: t('wallControl.fault'), value: counts?.fault },
    { key: 'offline', label: t('wallControl.offline'), value: counts?.offline },
  ];
  return (
    <ul className="control-legend">
      {entries.map((entry) => (
        <li key={entry.key} data-count={entry.key}>
          <i className="control-legend__dot" aria-hidden="true" />
          {entry.label}
          <b className="screen-figure">{number(entry.value)}</b>
        </li>
      ))}
    </ul>
  );
}

/**
 * The devices of the scope as tiles, a page at a time with large page buttons; tapping a tile
 * chooses it when the wall gives controls.
 */
export function TileGridPanel({
  title,
  scope,
  devices,
  total,
  page,
  pageSize,
  columns,
  emptyText,
  note,
  withBattery,
  selection,
  onToggle,
  onPage,
}: {
  title: string;
  scope: WallScope;
  devices: readonly DeviceListRow[];
  total: number;
  page: number;
  pageSize: number;
  columns: number;
  emptyText: string;
  note?: string | undefined;
  withBattery: boolean;
  selection?: TileSelection;
  onToggle?: (code: string) => void;
  onPage(page: number): void;
}) {
  const { t } = useTranslation();
  const pages = pageCount(total, pageSize);
  return (
    <ScreenPanel
      title={title}
      className="control-grid"
      extra={note && <span className="control-grid__note">{note}</span>}
    >
      {devices.length === 0 ? (
        <p className="screen-empty">{emptyText}</p>
      ) : (
        <ul
          className="control-grid__tiles"
          style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
        >
          {devices.map((device) => (
            <li key={device.id}>
              <DeviceTile
                device={device}
                withBattery={withBattery}
                chosen={selection?.has(device.devicecode) ?? false}
                {...(onToggle ? { onToggle: () => onToggle(device.devicecode) } : {})}
              />
            </li>
          ))}
        </ul>
      )}
      <footer className="control-grid__pager">
        <Legend scope={scope} total={total} />
        <Button
          size="large"
          icon={<LeftOutlined />}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
          aria-label={t('wallControl.previous')}
        />
        <span className="control-grid__page">{t('wallControl.page', { page, pages })}</span>
        <Button
          size="large"
          icon={<RightOutlined />}
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
          aria-label={t('wallControl.next')}
        />
      </footer>
    </ScreenPanel>
  );
}
