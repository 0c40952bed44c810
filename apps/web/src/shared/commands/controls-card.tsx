import { Card, Checkbox } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The card the controls sit in, with the choice to queue commands for devices that are offline. */
export function ControlsCard({
  waitOffline,
  onWaitOffline,
  children,
}: {
  waitOffline: boolean;
  onWaitOffline: (wait: boolean) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      title={t('command.controls')}
      extra={
        <Checkbox checked={waitOffline} onChange={(event) => onWaitOffline(event.target.checked)}>
          {t('command.waitOffline')}
        </Checkbox>
      }
    >
      {children}
    </Card>
  );
}
