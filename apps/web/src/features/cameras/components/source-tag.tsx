import type { CameraSource } from '@lamplighter/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<CameraSource, string> = { hls: 'blue', rtsp: 'purple', whep: 'cyan', none: 'default' };

/** How the browser gets the picture: HLS, RTSP converted on the server, WebRTC, or not at all. */
export function SourceTag({ source }: { source: CameraSource }) {
  const { t } = useTranslation();
  return (
    <Tag className="camera-source" color={COLORS[source]}>
      {t(`video.source.${source}`)}
    </Tag>
  );
}
