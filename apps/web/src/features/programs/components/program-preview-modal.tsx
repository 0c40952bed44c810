import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Modal, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fileSizeText } from '../../../shared/files/file-size';
import { formatTime } from '../../../shared/format';
import { durationText } from '../../../shared/media/media-facts';
import { programPublishesQuery, programQuery } from '../api/programs';
import { fitScale } from '../lib/program-draft';
import { ProgramPreview } from './program-preview';
import { ProgramStateTag } from './program-state-tag';
import { PublishResults } from './publish-results';

const BOX = { width: 560, height: 460 };

/** A program playing as its screen will show it, with where it stands in its review. */
export function ProgramPreviewModal({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const program = useQuery({ ...programQuery(id ?? 0), enabled: id !== undefined });
  const data = program.data;
  const publishes = useQuery({ ...programPublishesQuery(id ?? 0), enabled: id !== undefined });
  const latest = publishes.data?.[0];
  return (
    <Modal
      open={id !== undefined}
      title={data?.name}
      footer={null}
      width={720}
      onCancel={onClose}
      destroyOnHidden
    >
      {data ? (
        <div className="program-preview-modal">
          <ProgramPreview
            draft={data}
            media={new Map(data.media.map((file) => [file.id, file]))}
            scale={fitScale(data.width, data.height, BOX.width, BOX.height)}
          />
          <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
            <Descriptions.Item label={t('program.resolution')}>
              {data.width} × {data.height}
            </Descriptions.Item>
            <Descriptions.Item label={t('program.version.label')}>{data.version}</Descriptions.Item>
            <Descriptions.Item label={t('program.duration')}>{durationText(data.duration)}</Descriptions.Item>
            <Descriptions.Item label={t('program.size')}>{fileSizeText(data.size)}</Descriptions.Item>
            <Descriptions.Item label={t('program.state')}>
              <ProgramStateTag program={data} />
            </Descriptions.Item>
            <Descriptions.Item label={t('program.creator')}>{data.creator}</Descriptions.Item>
            {data.reviewer && (
              <Descriptions.Item label={t('program.reviewer')}>
                {data.reviewer} · {formatTime(data.reviewtime)}
              </Descriptions.Item>
            )}
            {data.remark && (
              <Descriptions.Item label={t('program.review.remark')}>{data.remark}</Descriptions.Item>
            )}
          </Descriptions>
          {latest && (
            <section className="program-preview-modal__publish">
              <Typography.Title level={5}>
                {t('program.publish.latest', {
                  version: latest.version,
                  username: latest.username,
                  time: formatTime(latest.createtime),
                  count: publishes.data?.length ?? 0,
                })}
              </Typography.Title>
              <PublishResults
                key={latest.commandid}
                programId={latest.programid}
                commandId={latest.commandid}
              />
            </section>
          )}
        </div>
      ) : program.isError ? (
        <Alert type="error" showIcon message={(program.error as Error).message} />
      ) : (
        <Spin />
      )}
    </Modal>
  );
}
