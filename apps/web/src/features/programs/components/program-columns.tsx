import type { ProgramSummary } from '@lamplighter/contract';
import { Button, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/auth/permissions';
import { fileSizeText } from '../../../shared/files/file-size';
import { formatTime } from '../../../shared/format';
import { durationText } from '../../../shared/media/media-facts';
import { type RowAction, RowActions } from '../../../shared/table/row-actions';
import { ProgramStateTag } from './program-state-tag';

/** What the rows of the list lead to. */
export interface ProgramRowHandlers {
  onPreview: (program: ProgramSummary) => void;
  onEdit: (program: ProgramSummary) => void;
  onSubmit: (program: ProgramSummary) => void;
  onWithdraw: (program: ProgramSummary) => void;
  onReview: (program: ProgramSummary) => void;
  onPublish: (program: ProgramSummary) => void;
  onDelete: (program: ProgramSummary) => void;
}

/** The actions a row offers: those its state allows and the user's role holds. */
function useRowActions(handlers: ProgramRowHandlers) {
  const { t } = useTranslation();
  const mayUpdate = usePermission('program:update');
  const mayReview = usePermission('program:review');
  const mayDelete = usePermission('program:delete');
  const mayPublish = usePermission('program:publish');
  return (program: ProgramSummary): RowAction[] => {
    const { state } = program;
    const action = (key: string, run: (row: ProgramSummary) => void, danger = false): RowAction => ({
      key,
      label: t(`program.action.${key}`),
      danger,
      run: () => run(program),
    });
    const publishable = state === 'publish' || (state === 'processed' && program.review === 'approved');
    return [
      ...(mayPublish && publishable ? [action('publish', handlers.onPublish)] : []),
      ...(mayReview && state === 'pending' ? [action('review', handlers.onReview)] : []),
      ...(mayUpdate && state === 'draft' ? [action('submit', handlers.onSubmit)] : []),
      ...(mayUpdate && state === 'pending' ? [action('withdraw', handlers.onWithdraw)] : []),
      ...(mayUpdate && state !== 'pending'
        ? [action(state === 'publish' ? 'newVersion' : 'edit', handlers.onEdit)]
        : []),
      ...(mayDelete && state !== 'publish' ? [action('delete', handlers.onDelete, true)] : []),
    ];
  };
}

/** The program list's columns: the name opens the preview; the actions follow the review's state. */
export function useProgramColumns(
  handlers: ProgramRowHandlers,
  compact: boolean,
): ColumnsType<ProgramSummary> {
  const { t } = useTranslation();
  const actionsOf = useRowActions(handlers);
  return [
    {
      title: t('program.name'),
      dataIndex: 'name',
      width: 220,
      ellipsis: true,
      render: (name: string, program) => (
        <>
          <Button type="link" className="program-name" onClick={() => handlers.onPreview(program)}>
            {name}
          </Button>
          {program.version > 1 && <Tag>{t('program.version', { version: program.version })}</Tag>}
        </>
      ),
    },
    {
      title: t('program.resolution'),
      key: 'resolution',
      width: 110,
      render: (_, program) => `${program.width} × ${program.height}`,
    },
    { title: t('program.regions'), dataIndex: 'regioncount', width: 70, align: 'right' },
    { title: t('program.duration'), dataIndex: 'duration', width: 80, align: 'right', render: durationText },
    { title: t('program.size'), dataIndex: 'size', width: 90, align: 'right', render: fileSizeText },
    {
      title: t('program.state'),
      key: 'state',
      width: 170,
      render: (_, program) => <ProgramStateTag program={program} />,
    },
    { title: t('program.creator'), dataIndex: 'creator', width: 110, ellipsis: true },
    { title: t('program.updatetime'), dataIndex: 'updatetime', width: 170, render: formatTime },
    {
      title: t('program.actions'),
      key: 'actions',
      fixed: 'right',
      width: 190,
      render: (_, program) => <RowActions actions={actionsOf(program)} inline={2} compact={compact} />,
    },
  ];
}
