import { LOAD_MODE, type LoadMode, loadModes, type TimedPoint } from '@lamplighter/contract';
import { App, Button, Flex, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ControlRow } from './control-row';
import { defaultPoints, type PointKind, pointsComplete, TimedPointsEditor } from './timed-points-editor';

const kindOf = (mode: number): PointKind | null =>
  mode === LOAD_MODE.timed ? 'duration' : mode === LOAD_MODE.timedPeriods ? 'time' : null;

/** Load mode 0-7; timed (0) and timed periods (7) take the five timed points. */
export function LoadModeControl({
  current,
  busy,
  send,
}: {
  current: number | undefined;
  busy: boolean;
  send(params: { mode: LoadMode; points?: TimedPoint[] }): void;
}) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [mode, setMode] = useState<number>(current ?? LOAD_MODE.duskToDawn);
  const [points, setPoints] = useState<TimedPoint[]>(() => defaultPoints(kindOf(mode) ?? 'duration'));
  const kind = kindOf(mode);

  function choose(next: number) {
    setMode(next);
    const nextKind = kindOf(next);
    if (nextKind && nextKind !== kind) setPoints(defaultPoints(nextKind));
  }

  function submit() {
    if (kind && !pointsComplete(points)) return void message.error(t('command.checkTime'));
    send(kind ? { mode: mode as LoadMode, points } : { mode: mode as LoadMode });
  }

  return (
    <ControlRow label={t('command.loadMode')}>
      <Flex vertical gap={8} style={{ width: '100%' }}>
        <Flex gap={8} wrap>
          <Select
            style={{ width: 220 }}
            value={mode}
            onChange={choose}
            aria-label={t('command.loadMode')}
            options={loadModes.map((entry) => ({
              value: entry.value,
              label: `${entry.value} · ${i18n.language === 'zh' ? entry.zh : entry.en}`,
            }))}
          />
          <Button type="primary" loading={busy} onClick={submit}>
            {t('command.send')}
          </Button>
        </Flex>
        {kind && <TimedPointsEditor kind={kind} points={points} onChange={setPoints} />}
      </Flex>
    </ControlRow>
  );
}
