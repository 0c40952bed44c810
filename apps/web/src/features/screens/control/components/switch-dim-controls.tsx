import { BulbFilled, BulbOutlined } from '@ant-design/icons';
import type { CommandMethod } from '@lamplighter/contract';
import { Button, Slider } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WallMethod } from '../lib/wall-family';

/** The levels an operator dims to most, one tap each; the slider takes any other. */
const DIM_STEPS = [20, 40, 60, 80, 100] as const;

/** Switching and dimming for a touch screen: large buttons, a wide slider and steps. */
export function SwitchDimControls({
  methods,
  busy,
  disabled,
  send,
}: {
  methods: readonly WallMethod[];
  busy: CommandMethod | null;
  disabled: boolean;
  send(method: CommandMethod, params: object): void;
}) {
  const { t } = useTranslation();
  const [brightness, setBrightness] = useState(100);
  return (
    <div className="control-switch-dim">
      {methods.includes('switch') && (
        <fieldset aria-label={t('command.switch')}>
          <legend>{t('command.switch')}</legend>
          <div className="control-switch-dim__switch">
            <Button
              type="primary"
              size="large"
              icon={<BulbFilled />}
              loading={busy === 'switch'}
              disabled={disabled}
              onClick={() => send('switch', { on: true })}
            >
              {t('command.on')}
            </Button>
            <Button
              size="large"
              icon={<BulbOutlined />}
              loading={busy === 'switch'}
              disabled={disabled}
              onClick={() => send('switch', { on: false })}
            >
              {t('command.off')}
            </Button>
          </div>
        </fieldset>
      )}
      {methods.includes('dimming') && (
        <fieldset aria-label={t('command.dimming')}>
          <legend>
            {t('command.dimming')}
            <b className="screen-figure">{brightness} %</b>
          </legend>
          <Slider
            min={0}
            max={100}
            step={5}
            value={brightness}
            onChange={setBrightness}
            ariaLabelForHandle={t('command.brightness')}
            tooltip={{ open: false }}
          />
          <div className="control-switch-dim__steps">
            {DIM_STEPS.map((step) => (
              <Button
                key={step}
                size="large"
                type={step === brightness ? 'primary' : 'default'}
                ghost={step === brightness}
                aria-pressed={step === brightness}
                onClick={() => setBrightness(step)}
              >
                {step} %
              </Button>
            ))}
          </div>
          <Button
            type="primary"
            size="large"
            block
            loading={busy === 'dimming'}
            disabled={disabled}
            onClick={() => send('dimming', { brightness })}
          >
            {t('wallControl.dimTo', { value: brightness })}
          </Button>
        </fieldset>
      )}
    </div>
  );
}
