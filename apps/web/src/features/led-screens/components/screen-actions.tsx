import type { LedScreen } from '@lamplighter/contract';
import { useTranslation } from 'react-i18next';
import { RowCommands, SelectionCommands } from '../../../shared/device-lists/command-menu';
import { useScreenCommands } from './use-screen-commands';

/** One screen's commands. */
export function ScreenRowActions({
  screen,
  onSent,
}: {
  screen: LedScreen;
  onSent: (commandId: number) => void;
}) {
  return <RowCommands {...useScreenCommands([screen], onSent)} />;
}

/** The commands for the screens chosen in the list, all at once. */
export function SelectionActions({
  screens,
  onSent,
  onClear,
}: {
  screens: readonly LedScreen[];
  onSent: (commandId: number) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const commands = useScreenCommands(screens, onSent);
  return (
    <SelectionCommands
      selected={t('ledScreen.selected', { count: screens.length })}
      onClear={onClear}
      {...commands}
    />
  );
}
