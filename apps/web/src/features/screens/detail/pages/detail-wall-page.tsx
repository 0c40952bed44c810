import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ScreenFrame } from '../../components/screen-frame';
import { DetailMessage } from '../components/detail-message';
import { DetailNav } from '../components/detail-nav';
import { detailTarget } from '../lib/detail-target';
import { DeviceDetailWall } from './device-detail-wall';
import { ProjectDetailWall } from './project-detail-wall';
import './detail-wall.css';

/** The detail wall: one project (`?project=<id>`) or one device (`?device=<id>`) on the large screen. */
export default function DetailWallPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const target = detailTarget(search);
  // A new id is a new wall: its map fits the new place, its charts start afresh.
  if (target.kind === 'project') return <ProjectDetailWall key={target.id} projectId={target.id} />;
  if (target.kind === 'device') return <DeviceDetailWall key={target.id} deviceId={target.id} />;
  return (
    <ScreenFrame name={t('detail.projectWall')} stale={false}>
      <div className="detail">
        <DetailNav />
        <DetailMessage text={t('detail.invalid')} />
      </div>
    </ScreenFrame>
  );
}
