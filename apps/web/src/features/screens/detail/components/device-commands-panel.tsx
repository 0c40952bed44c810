import { type CommandSummary, commandLabels } from '@lamplighter/contract';
import { useTranslation } from 'react-i18next';
import { commandParamsText } from '../../../../shared/commands/command-params-text';
import { ScreenPanel } from '../../components/screen-panel';
import { reportTime } from '../lib/figure-text';

/** Colours of a command's state at the device, as bright as the dark wall needs. */
const STATE_COLORS: Record<string, string> = {
  queued: '#8c9bb0',
  sent: '#4096ff',
  delivered: '#36cfc9',
  succeeded: '#73d13d',
  failed: '#ff4d4f',
  expired: '#ffc53d',
};

/** The device's newest commands: when, what, who sent it, and how far it got at this device. */
export function DeviceCommandsPanel({
  allowed,
  commands,
}: {
  /** The role may read the command log. */
  allowed: boolean;
  commands: CommandSummary[] | undefined;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'zh' ? 'zh' : 'en';
  const now = new Date();
  return (
    <ScreenPanel title={t('detail.commands')} className="detail-commands">
      {!allowed ? (
        <p className="screen-empty">{t('detail.notShownToRole')}</p>
      ) : !commands ? null : commands.length === 0 ? (
        <p className="screen-empty">{t('detail.noCommands')}</p>
      ) : (
        <ul className="detail-rows">
          {commands.map((command) => {
            const state = command.device?.state;
            return (
              <li key={command.id} className="detail-row">
                <i style={{ background: state ? STATE_COLORS[state] : STATE_COLORS.queued }} />
                <time dateTime={command.createtime}>{reportTime(command.createtime, now)}</time>
                <span className="detail-row__what">
                  {commandLabels[command.method][lang]}
                  <small>
                    {[commandParamsText(command.method, command.params, t, lang), command.username]
                      .filter(Boolean)
                      .join(' · ')}
                  </small>
                </span>
                <span className="detail-row__end" style={{ color: state ? STATE_COLORS[state] : undefined }}>
                  {state ? t(`control.commandState.${state}`) : '--'}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </ScreenPanel>
  );
}
