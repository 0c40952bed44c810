import type { LedScreen } from '@lamplighter/contract';
import { Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { playingNow } from '../lib/screen-facts';

/**
 * What a screen plays — a program by name and version, or nothing — and, while it downloads
 * another, how far the download is.
 */
export function PlayingNow({ screen }: { screen: LedScreen }) {
  const { t } = useTranslation();
  const now = playingNow(screen);
  const { download } = screen;
  return (
    <Flex vertical gap={2}>
      {now.kind === 'program' && (
        <Typography.Text ellipsis={{ tooltip: true }}>
          {now.name
            ? t('ledScreen.program', { name: now.name, version: now.version })
            : t('ledScreen.programUnnamed', { id: now.id, version: now.version })}
        </Typography.Text>
      )}
      {now.kind === 'stopped' && <Typography.Text type="secondary">{t('ledScreen.stopped')}</Typography.Text>}
      {now.kind === 'unknown' && !download && <span>--</span>}
      {download && (
        <>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('ledScreen.downloading', { version: download.version, percent: Math.round(download.percent) })}
          </Typography.Text>
          <Progress
            percent={Math.round(download.percent)}
            size="small"
            showInfo={false}
            status="active"
            aria-label={t('ledScreen.downloading', {
              version: download.version,
              percent: Math.round(download.percent),
            })}
          />
        </>
      )}
    </Flex>
  );
}
