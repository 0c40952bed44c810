import {
  AimOutlined,
  CaretDownOutlined,
  CaretLeftOutlined,
  CaretRightOutlined,
  CaretUpOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { type PtzMove, type PtzPosition, ptzMoves } from '@lamplighter/contract';
import { Button } from 'antd';
import { type ReactNode, type SyntheticEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/auth/permissions';
import { usePtzStep } from '../api/ptz';
import { type PlayProblem, problemOfCall } from '../lib/play-problem';
import { ptzReading } from '../lib/ptz-position';
import './ptz-controls.css';

/** How long the position a step answered (or why there is none) stays on the picture. */
const SHOWN_MS = 6_000;

const icons: Record<PtzMove, ReactNode> = {
  up: <CaretUpOutlined />,
  left: <CaretLeftOutlined />,
  home: <AimOutlined />,
  right: <CaretRightOutlined />,
  down: <CaretDownOutlined />,
  zoomIn: <ZoomInOutlined />,
  zoomOut: <ZoomOutOutlined />,
};

/** In the order the keyboard reaches them: the cross of arrows round home, then the zoom. */
const PAD: PtzMove[] = ['up', 'left', 'home', 'right', 'down'];
const ZOOM: PtzMove[] = ['zoomIn', 'zoomOut'];

type Shown = { position: PtzPosition } | { noAnswer: true } | { problem: PlayProblem };

/** A click on the controls neither chooses the tile nor, twice, fills the screen with it. */
const keep = (event: SyntheticEvent) => event.stopPropagation();

/**
 * Turns and zooms a PTZ camera a step per click (or Enter), for those who may send commands, and
 * shows where the camera answered it points now, or why it did not move, for a few seconds. Only
 * the last step's answer is shown when several are on their way.
 */
export function PtzControls({ cameraId, name }: { cameraId: number; name: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'zh' ? 'zh' : 'en';
  const step = usePtzStep();
  const [shown, setShown] = useState<Shown>();
  const latest = useRef(0);
  const mayCommand = usePermission('device:command');

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(undefined), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  async function move(key: PtzMove) {
    latest.current += 1;
    const sent = latest.current;
    try {
      const answer = await step.mutateAsync({ id: cameraId, move: key });
      if (sent === latest.current)
        setShown(answer.position ? { position: answer.position } : { noAnswer: true });
    } catch (error) {
      if (sent === latest.current) setShown({ problem: problemOfCall(error) });
    }
  }

  const button = (key: PtzMove) => {
    const label = ptzMoves.find((candidate) => candidate.key === key)?.[lang] ?? key;
    return (
      <Button
        key={key}
        className={`ptz-controls__${key}`}
        type="text"
        size="small"
        icon={icons[key]}
        aria-label={label}
        title={label}
        onClick={(event) => {
          keep(event);
          void move(key);
        }}
        onDoubleClick={keep}
      />
    );
  };

  let text = '';
  if (shown && 'position' in shown) text = t('video.ptz.position', ptzReading(shown.position));
  else if (shown && 'noAnswer' in shown) text = t('video.ptz.noAnswer');
  else if (shown)
    text = 'key' in shown.problem ? t(shown.problem.key, shown.problem.params) : shown.problem.text;

  if (!mayCommand) return null;
  return (
    <fieldset
      className="ptz-controls"
      aria-label={t('video.ptz.controls', { name })}
      aria-busy={step.isPending}
    >
      <output className={`ptz-controls__readout${shown && 'problem' in shown ? ' is-problem' : ''}`}>
        {text}
      </output>
      <div className="ptz-controls__pad">{PAD.map(button)}</div>
      <div className="ptz-controls__zoom">{ZOOM.map(button)}</div>
    </fieldset>
  );
}
