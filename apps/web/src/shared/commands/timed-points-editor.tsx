import { TIMED_POINTS, type TimedPoint } from '@lamplighter/contract';
import { InputNumber, Space, Table, TimePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

export type PointKind = 'duration' | 'time';

/** Timed mode: minutes on from dusk, point after point; timed periods: clock times. */
export function defaultPoints(kind: PointKind): TimedPoint[] {
  return kind === 'duration'
    ? [
        { duration: 240, brightness: 100 },
        { duration: 120, brightness: 70 },
        { duration: 180, brightness: 40 },
        { duration: 0, brightness: 0 },
        { duration: 0, brightness: 0 },
      ]
    : [
        { time: '18:00', brightness: 100 },
        { time: '22:00', brightness: 70 },
        { time: '00:00', brightness: 40 },
        { time: '05:00', brightness: 70 },
        { time: '06:30', brightness: 0 },
      ];
}

/** A time point left empty is refused with 'please check the time information'. */
export function pointsComplete(points: TimedPoint[]): boolean {
  return (
    points.length === TIMED_POINTS && points.every((point) => ('time' in point ? point.time !== '' : true))
  );
}

/** The five timed points of a load program: a duration or a clock time each, and a brightness. */
export function TimedPointsEditor({
  kind,
  points,
  onChange,
}: {
  kind: PointKind;
  points: TimedPoint[];
  onChange(points: TimedPoint[]): void;
}) {
  const { t } = useTranslation();
  const change = (index: number, next: Partial<{ time: string; duration: number; brightness: number }>) =>
    onChange(points.map((point, at) => (at === index ? ({ ...point, ...next } as TimedPoint) : point)));
  return (
    <Table
      size="small"
      pagination={false}
      rowKey={(_, index) => String(index)}
      dataSource={points}
      columns={[
        { key: 'n', title: '#', width: 40, render: (_, __, index) => index + 1 },
        {
          key: 'when',
          title: t(kind === 'duration' ? 'command.duration' : 'command.time'),
          render: (_, point, index) =>
            'time' in point ? (
              <TimePicker
                format="HH:mm"
                aria-label={`${t('command.time')} ${index + 1}`}
                value={point.time ? dayjs(point.time, 'HH:mm') : null}
                onChange={(value) => change(index, { time: value ? value.format('HH:mm') : '' })}
                status={point.time ? undefined : 'error'}
              />
            ) : (
              <Space>
                <InputNumber
                  min={0}
                  max={1440}
                  precision={0}
                  aria-label={`${t('command.duration')} ${index + 1}`}
                  value={point.duration}
                  onChange={(value) => change(index, { duration: value ?? 0 })}
                />
                {t('command.minutes')}
              </Space>
            ),
        },
        {
          key: 'brightness',
          title: t('command.brightness'),
          render: (_, point, index) => (
            <Space>
              <InputNumber
                min={0}
                max={100}
                precision={0}
                aria-label={`${t('command.brightness')} ${index + 1}`}
                value={point.brightness}
                onChange={(value) => change(index, { brightness: value ?? 0 })}
              />
              %
            </Space>
          ),
        },
      ]}
    />
  );
}
