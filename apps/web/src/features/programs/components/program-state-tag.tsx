import type { ProgramSummary } from '@lamplighter/contract';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

const STATE_COLOURS = { draft: 'default', pending: 'gold', publish: 'blue' } as const;

/** Where a program is in its review; a processed one says how it was judged, and the remark on hover. */
export function ProgramStateTag({
  program,
}: {
  program: Pick<ProgramSummary, 'state' | 'review' | 'remark'>;
}) {
  const { t } = useTranslation();
  if (program.state !== 'processed') {
    const rejectedDraft = program.state === 'draft' && program.review === 'rejected';
    const tag = <Tag color={STATE_COLOURS[program.state]}>{t(`program.state.${program.state}`)}</Tag>;
    return rejectedDraft ? (
      <Tooltip title={t('program.review.lastRemark', { remark: program.remark })}>
        <span>
          {tag}
          <Tag color="red">{t('program.review.rejected')}</Tag>
        </span>
      </Tooltip>
    ) : (
      tag
    );
  }
  const approved = program.review === 'approved';
  const tag = (
    <Tag color={approved ? 'green' : 'red'}>
      {t('program.state.processed')} · {t(approved ? 'program.review.approved' : 'program.review.rejected')}
    </Tag>
  );
  return program.remark ? <Tooltip title={program.remark}>{tag}</Tooltip> : tag;
}
