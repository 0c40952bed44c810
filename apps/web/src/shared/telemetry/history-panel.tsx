import { ReloadOutlined } from '@ant-design/icons';
import { useQueries } from '@tanstack/react-query';
import { Button, Card, DatePicker, Empty, Flex, Segmented, Select, Spin } from 'antd';
import type { Dayjs } from 'dayjs';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../charts/chart';
import { historySeriesQuery } from './history-calls';
import { historyChartOption } from './history-chart-option';
import { type HistoryRange, historyRanges, rangeOf } from './history-range';
import { keyLabel, keyUnit, sortKeys } from './telemetry-labels';

interface Props {
  devicecode: string;
  /** The keys offered: those the device reported and the known ones. */
  keys: string[];
  initialKeys: string[];
  title?: ReactNode;
  extra?: ReactNode;
}

/** Line charts of some telemetry keys of one device over the last 24 hours, week, month or a picked range. */
export function HistoryPanel({ devicecode, keys, initialKeys, title, extra }: Props) {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState<HistoryRange>('day');
  const [custom, setCustom] = useState<[Dayjs, Dayjs] | null>(null);
  const [chosen, setChosen] = useState<string[]>(initialKeys);
  // The end of a relative range is fixed until the range changes or Refresh is pressed.
  const [anchor, setAnchor] = useState(() => Date.now());
  const span = rangeOf(range, custom, anchor);
  const answers = useQueries({
    queries: span ? chosen.map((key) => historySeriesQuery(devicecode, key, span)) : [],
  });
  const loading = answers.some((answer) => answer.isFetching);
  const lines = answers.flatMap((answer, index) => {
    const key = chosen[index];
    return answer.data && key
      ? [{ key, label: keyLabel(key, i18n.language), unit: keyUnit(key), points: answer.data.points }]
      : [];
  });
  const version = `${i18n.language}|${span?.from}|${span?.to}|${answers.map((answer) => answer.dataUpdatedAt).join()}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the lines change exactly when the answers, the range or the language do
  const option = useMemo(() => historyChartOption(lines, span ?? { from: anchor, to: anchor }), [version]);
  const empty = !loading && lines.every((line) => line.points.length === 0);

  return (
    <Card size="small" title={title ?? t('history.chartTitle')} extra={extra}>
      <Flex wrap gap={8} align="center" style={{ marginBottom: 12 }}>
        <Segmented
          value={range}
          options={historyRanges.map((value) => ({ value, label: t(`history.range.${value}`) }))}
          onChange={(value) => {
            setRange(value as HistoryRange);
            setAnchor(Date.now());
          }}
        />
        {range === 'custom' && (
          <DatePicker.RangePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            value={custom}
            onChange={(value) => setCustom(value?.[0] && value[1] ? [value[0], value[1]] : null)}
            aria-label={t('history.range.custom')}
          />
        )}
        <Select
          mode="multiple"
          style={{ minWidth: 260, flex: 1 }}
          maxTagCount="responsive"
          value={chosen}
          onChange={setChosen}
          placeholder={t('history.pickKeys')}
          aria-label={t('history.keys')}
          options={sortKeys(keys).map((key) => ({
            value: key,
            label: keyUnit(key)
              ? `${keyLabel(key, i18n.language)} (${keyUnit(key)})`
              : keyLabel(key, i18n.language),
          }))}
        />
        <Button
          icon={<ReloadOutlined />}
          onClick={() => setAnchor(Date.now())}
          aria-label={t('history.refresh')}
        />
      </Flex>
      <Spin spinning={loading}>
        {!span || chosen.length === 0 ? (
          <Empty description={t(span ? 'history.pickKeys' : 'history.pickRange')} />
        ) : (
          <div style={{ position: 'relative' }}>
            <Chart option={option} label={t('history.chartTitle')} />
            {empty && (
              <Empty
                description={t('history.noValues')}
                style={{
                  position: 'absolute',
                  inset: 0,
                  margin: 0,
                  paddingTop: 96,
                  background: 'rgba(255,255,255,0.7)',
                }}
              />
            )}
          </div>
        )}
      </Spin>
    </Card>
  );
}
