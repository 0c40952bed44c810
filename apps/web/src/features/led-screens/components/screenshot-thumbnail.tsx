import { PictureOutlined, WarningOutlined } from '@ant-design/icons';
import type { LedScreen } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { Image, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isMessageKey, RequestError } from '../../../shared/api/api-client';
import { useObjectUrl } from '../../../shared/files/use-object-url';
import { formatTime } from '../../../shared/format';
import { screenshotQuery } from '../api/led-screens';

/** The thumbnail's box; a screen's picture keeps its own proportions inside it. */
const WIDTH = 64;
const HEIGHT = 48;

/**
 * A screen's latest screenshot, small; clicked, it opens whole. A new one is fetched when the list
 * says it arrived. Without one, a dash says there is none yet, an icon why it could not be read.
 */
export function ScreenshotThumbnail({ screen }: { screen: LedScreen }) {
  const { t } = useTranslation();
  const at = screen.screenshotat;
  const shot = useQuery({ ...screenshotQuery(screen.id, at ?? ''), enabled: at !== null });
  const url = useObjectUrl(shot.isError ? undefined : shot.data);
  const name = screen.devicename || screen.devicecode;
  if (at === null) return <Typography.Text type="secondary">{t('ledScreen.noScreenshot')}</Typography.Text>;
  if (shot.isError) {
    const error = shot.error;
    const reason =
      error instanceof RequestError && isMessageKey(error.ref.key) ? t(error.ref.key, error.ref.params) : '';
    return (
      <Tooltip title={reason}>
        <WarningOutlined className="led-screenshot__icon is-failed" aria-label={reason} />
      </Tooltip>
    );
  }
  if (!url) return <PictureOutlined className="led-screenshot__icon" />;
  const title = t('ledScreen.screenshotOf', { name, time: formatTime(at) });
  return <Image src={url} alt={title} width={WIDTH} height={HEIGHT} className="led-screenshot" />;
}
