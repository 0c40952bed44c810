import { CloseOutlined, RightOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTime } from '../../../../shared/format';
import { RunStateTag } from '../../../../shared/inventory/run-state-tag';
import { useDeviceLive } from '../../../../shared/live/device-live';
import { cardDeviceQuery, threeDKeys } from '../api/three-d-queries';
import { cardValues } from '../lib/card-values';

/** The clicked device's live card: what it reports, kept current by its own event stream. */
export function DeviceLiveCard({ id, onClose }: { id: number; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const device = useQuery(cardDeviceQuery(id));
  useDeviceLive(id, () => void queryClient.invalidateQueries({ queryKey: threeDKeys.device(id) }));
  const data = device.data;
  const values = data ? cardValues(data) : undefined;
  const number = (value: number | null | undefined, unit: string) =>
    value === null || value === undefined
      ? '--'
      : `${value.toLocaleString(i18n.language, { maximumFractionDigits: 1 })} ${unit}`;
  const rows: [string, ReactNode][] = data
    ? [
        [t('threeD.code'), data.devicecode],
        [t('threeD.state'), <RunStateTag key="state" state={data.runstate} />],
        [
          t('threeD.lamp'),
          values?.lampOn === null || values?.lampOn === undefined
            ? '--'
            : t(values.lampOn ? 'threeD.on' : 'threeD.off'),
        ],
        [t('threeD.brightness'), number(values?.brightness, '%')],
        [t('threeD.power'), number(values?.power, 'W')],
        [t('threeD.lastReport'), formatTime(values?.lastReport)],
      ]
    : [];
  return (
    <section className="three-d-card" aria-label={data?.devicename ?? t('threeD.name')} data-device={id}>
      <header className="three-d-card__head">
        <h2>{data?.devicename ?? '…'}</h2>
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined />}
          aria-label={t('threeD.closeCard')}
          onClick={onClose}
        />
      </header>
      <dl className="three-d-card__values">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Link className="three-d-card__link" to={`/detail?device=${id}`}>
        {t('threeD.details')} <RightOutlined />
      </Link>
    </section>
  );
}
