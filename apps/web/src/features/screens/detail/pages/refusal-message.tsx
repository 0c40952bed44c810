import { useTranslation } from 'react-i18next';
import { DetailMessage } from '../components/detail-message';
import type { Refusal } from '../lib/refusal';

/** The wall's words for a refusal of the project or the device it was asked for. */
export function RefusalMessage({ refusal, of }: { refusal: Refusal; of: 'project' | 'device' }) {
  const { t } = useTranslation();
  const text =
    refusal === 'forbidden'
      ? t('detail.forbidden')
      : refusal === 'invalid'
        ? t('detail.invalid')
        : t(of === 'project' ? 'detail.projectNotFound' : 'detail.deviceNotFound');
  return <DetailMessage text={text} />;
}
