import type { CommandConflict } from '@lamplighter/contract';
import { App, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { commandParamsText } from './command-params-text';

/**
 * Before a lighting command: asks who else commanded the same lamps within the minute and, when
 * someone did, shows what they sent and lets the user send anyway or stop. A failed check does
 * not stop the command: the warning is a courtesy, the server decides.
 */
export function useConflictWarning() {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const lang = i18n.language === 'zh' ? 'zh' : 'en';

  const line = (conflict: CommandConflict) =>
    t('command.conflictLine', {
      who: conflict.username || t('command.conflictSomeone'),
      what: commandParamsText(conflict.method, conflict.params, t, lang),
      count: conflict.devices,
      seconds: Math.max(0, dayjs().diff(dayjs(conflict.createtime), 'second')),
    });

  return async (check: () => Promise<CommandConflict[]>): Promise<boolean> => {
    let conflicts: CommandConflict[] = [];
    try {
      conflicts = await check();
    } catch {
      return true;
    }
    if (conflicts.length === 0) return true;
    return modal
      .confirm({
        title: t('command.conflictTitle'),
        content: conflicts.map((conflict) => (
          <Typography.Paragraph key={conflict.commandid} style={{ marginBottom: 4 }}>
            {line(conflict)}
          </Typography.Paragraph>
        )),
        okText: t('command.conflictSend'),
        cancelText: t('command.conflictStop'),
      })
      .then(
        (confirmed) => confirmed === true,
        () => false,
      );
  };
}
