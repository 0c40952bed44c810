import type { CommandMethod } from '@lamplighter/contract';
import { App, Button, Checkbox, ConfigProvider, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../../shared/api/api-client';
import { CommandResultTable } from '../../../../shared/commands/command-result-table';
import { LoadModeControl } from '../../../../shared/commands/load-mode-control';
import { useCommandSender } from '../../../../shared/commands/use-command-sender';
import { ScreenPanel } from '../../components/screen-panel';
import type { TileSelection } from '../lib/tile-selection';
import type { WallMethod } from '../lib/wall-family';
import { SwitchDimControls } from './switch-dim-controls';

type Tab = 'switchDim' | 'loadMode' | 'result';

/** Sizes for a finger: every control of the panel at least 56 px high on the 1920×1080 stage. */
const TOUCH_THEME = {
  token: { controlHeightLG: 64, controlHeight: 56, fontSizeLG: 20, fontSize: 18, controlInteractiveSize: 28 },
  components: {
    Slider: {
      railSize: 12,
      handleSize: 32,
      handleSizeHover: 36,
      controlHeight: 56,
      railBg: 'rgba(255, 255, 255, 0.16)',
      railHoverBg: 'rgba(255, 255, 255, 0.24)',
      trackBg: '#4096ff',
      trackHoverBg: '#69b1ff',
    },
    Segmented: { itemSelectedBg: '#1d4ed8' },
  },
};

/**
 * The controls of the wall: what is chosen (all the scope's devices, a page, tiles one by one),
 * then switching and dimming, the load mode, and the result of the last command, each device's
 * answer as it comes. One command goes to all the chosen devices, with the outcome alert and the
 * warning of someone else's command as everywhere else.
 */
export function ControlPanel({
  methods,
  selection,
  total,
  pageChosen,
  onChooseAll,
  onChoosePage,
  onClear,
}: {
  methods: readonly WallMethod[];
  selection: TileSelection;
  total: number;
  /** Every device of the page on screen is chosen: the page button then lets them go. */
  pageChosen: boolean;
  onChooseAll(): Promise<void>;
  onChoosePage(): void;
  onClear(): void;
}) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [tab, setTab] = useState<Tab>('switchDim');
  const [waitOffline, setWaitOffline] = useState(false);
  const [choosingAll, setChoosingAll] = useState(false);
  const [commandId, setCommandId] = useState<number>();
  const sender = useCommandSender({ devicecodes: [...selection] }, waitOffline);
  const none = selection.size === 0;

  async function send(method: CommandMethod, params: object) {
    const result = await sender.send(method, params);
    if (!result) return;
    setCommandId(result.commandid);
    setTab('result');
  }

  async function chooseAll() {
    setChoosingAll(true);
    try {
      await onChooseAll();
    } catch (error) {
      if (error instanceof RequestError) void message.error(error.message);
    } finally {
      setChoosingAll(false);
    }
  }

  const tabs: { value: Tab; label: string }[] = [
    ...(methods.includes('switch') || methods.includes('dimming')
      ? [{ value: 'switchDim' as const, label: t('wallControl.switchDim') }]
      : []),
    ...(methods.includes('loadMode') ? [{ value: 'loadMode' as const, label: t('command.loadMode') }] : []),
    { value: 'result', label: t('wallControl.result') },
  ];
  const number = (value: number) => value.toLocaleString(i18n.language);

  return (
    <ConfigProvider componentSize="large" theme={TOUCH_THEME}>
      <ScreenPanel title={t('wallControl.control')} className="control-panel">
        <div className="control-panel__chosen">
          <b className="screen-figure" data-chosen={selection.size}>
            {t('wallControl.selected', { count: number(selection.size), total: number(total) })}
          </b>
          <div className="control-panel__choose">
            <Button loading={choosingAll} disabled={total === 0} onClick={() => void chooseAll()}>
              {t('wallControl.selectAll', { count: number(total) })}
            </Button>
            <Button
              disabled={total === 0}
              type={pageChosen ? 'primary' : 'default'}
              ghost={pageChosen}
              aria-pressed={pageChosen}
              onClick={onChoosePage}
            >
              {t('wallControl.selectPage')}
            </Button>
            <Button disabled={none} onClick={onClear}>
              {t('wallControl.clear')}
            </Button>
          </div>
          <Checkbox checked={waitOffline} onChange={(event) => setWaitOffline(event.target.checked)}>
            {t('command.waitOffline')}
          </Checkbox>
        </div>
        <Segmented<Tab> block value={tab} onChange={setTab} options={tabs} />
        <div className="control-panel__tab">
          {none && tab !== 'result' && <p className="control-panel__hint">{t('wallControl.pickFirst')}</p>}
          {tab === 'switchDim' && (
            <SwitchDimControls
              methods={methods}
              busy={sender.busy}
              disabled={none}
              send={(method, params) => void send(method, params)}
            />
          )}
          {tab === 'loadMode' && !none && (
            <LoadModeControl
              current={undefined}
              busy={sender.busy === 'loadMode'}
              send={(params) => void send('loadMode', params)}
            />
          )}
          {tab === 'result' &&
            (commandId === undefined ? (
              <p className="screen-empty">{t('wallControl.noResult')}</p>
            ) : (
              <CommandResultTable key={commandId} commandId={commandId} />
            ))}
        </div>
      </ScreenPanel>
    </ConfigProvider>
  );
}
