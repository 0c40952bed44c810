import type { WarningItem } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../shared/format';
import { RunStateTag } from '../../../shared/inventory/run-state-tag';
import { warningReasonText } from '../../../shared/inventory/warning-reason-text';
import { deviceWarningsQuery } from '../api/commands';

/** The device's warnings (opened from the alarm drawer with `warningInfo=true`), newest first. */
export function DeviceWarnings({ devicecode }: { devicecode: string }) {
  const { t, i18n } = useTranslation();
  const warnings = useQuery(deviceWarningsQuery(devicecode));
  // The reasons of states in the user's language; other findings by their kind.
  const reasonOf = (warning: WarningItem) =>
    warning.kind === 'state'
      ? warningReasonText(t, i18n.language, warning)
      : t(`warningKind.${warning.kind}`);
  return (
    <Card size="small" title={t('control.warnings')}>
      {warnings.isError ? (
        <Alert type="error" title={t('control.warningsFailed')} />
      ) : (
        <List
          size="small"
          loading={warnings.isLoading}
          dataSource={warnings.data ?? []}
          locale={{ emptyText: t('control.noWarnings') }}
          renderItem={(warning) => (
            <List.Item>
              <List.Item.Meta
                title={
                  <>
                    <RunStateTag state={warning.runstate} />
                    {reasonOf(warning) && <Tag color="orange">{reasonOf(warning)}</Tag>}
                    {warning.isread === 0 && <Tag color="red">{t('control.unread')}</Tag>}
                  </>
                }
                description={
                  <Typography.Text type="secondary">{formatTime(warning.createtime)}</Typography.Text>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
