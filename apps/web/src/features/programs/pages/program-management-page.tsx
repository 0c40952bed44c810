import { PlusOutlined } from '@ant-design/icons';
import { type Program, type ProgramState, type ProgramSummary, programStates } from '@lamplighter/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Input, Segmented, Select, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permitted } from '../../../shared/auth/permissions';
import { useConfirmDelete } from '../../../shared/hooks/use-confirm-delete';
import { DEFAULT_PAGE_SIZE, pagination } from '../../../shared/pagination';
import { ListEmpty } from '../../../shared/table/list-empty';
import { PHONE_CARD_STYLES, responsiveTable, usePhone } from '../../../shared/table/phone-table';
import { type ProgramFilter, programListQuery, programQuery, useProgramWrites } from '../api/programs';
import { useProgramColumns } from '../components/program-columns';
import { ProgramEditorModal } from '../components/program-editor-modal';
import { ProgramPreviewModal } from '../components/program-preview-modal';
import { PublishModal } from '../components/publish-modal';
import { ReviewModal } from '../components/review-modal';
import '../programs.css';

const PHONE_COLUMNS = ['name', 'state', 'actions'];
const EVERY_STATE = 'all' as const;

/** The editor's subject: a program to change, or none for a new one. */
type Editing = { program: Program | undefined } | undefined;

/**
 * Program management (seed: Program management): the programs of the user's accounts by state —
 * draft, pending review, processed (approved or rejected) and published — made and changed in the
 * editor with a live preview, submitted, withdrawn, reviewed and deleted.
 */
export default function ProgramManagementPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const confirmDeletion = useConfirmDelete();
  const phone = usePhone();
  const [filter, setFilter] = useState<ProgramFilter>({ pagenum: 1, pagesize: DEFAULT_PAGE_SIZE });
  const [editing, setEditing] = useState<Editing>();
  const [previewing, setPreviewing] = useState<number>();
  const [reviewing, setReviewing] = useState<ProgramSummary>();
  const [publishing, setPublishing] = useState<ProgramSummary>();
  const list = useQuery(programListQuery(filter));
  const writes = useProgramWrites();
  const filtered = filter.keyword !== undefined || filter.state !== undefined;
  const search = (next: Partial<ProgramFilter>) =>
    setFilter((current) => ({ ...current, ...next, pagenum: 1 }));
  // Five states do not fit a phone's width side by side: there they are a list to choose from.
  const stateOptions: { value: ProgramState | typeof EVERY_STATE; label: string }[] = [
    { value: EVERY_STATE, label: t('program.state.all') },
    ...programStates.map((state) => ({ value: state, label: t(`program.state.${state}`) })),
  ];
  const chooseState = (state: ProgramState | typeof EVERY_STATE) =>
    search({ state: state === EVERY_STATE ? undefined : state });

  const columns = useProgramColumns(
    {
      onPreview: (program) => setPreviewing(program.id),
      onEdit: async (program) =>
        setEditing({ program: await queryClient.fetchQuery(programQuery(program.id)) }),
      onSubmit: async (program) => {
        await writes.submit.mutateAsync({ id: program.id });
        message.success(t('program.submitted', { name: program.name }));
      },
      onWithdraw: async (program) => {
        await writes.withdraw.mutateAsync({ id: program.id });
        message.success(t('program.withdrawn', { name: program.name }));
      },
      onReview: setReviewing,
      onPublish: setPublishing,
      onDelete: (program) => confirmDeletion(() => writes.remove.mutateAsync({ ids: [program.id] })),
    },
    phone,
  );

  async function review(values: { approve: boolean; remark: string }) {
    if (!reviewing) return;
    await writes.review.mutateAsync({ id: reviewing.id, ...values });
    message.success(t(values.approve ? 'program.review.approvedNotice' : 'program.review.rejectedNotice'));
    setReviewing(undefined);
  }

  return (
    <Card
      title={t('program.title')}
      extra={
        <Permitted permission="program:add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ program: undefined })}>
            {t('program.add')}
          </Button>
        </Permitted>
      }
      styles={phone ? PHONE_CARD_STYLES : undefined}
    >
      <Flex wrap gap={8} className="program-filters">
        {phone ? (
          <Select<ProgramState | typeof EVERY_STATE>
            aria-label={t('program.state')}
            value={filter.state ?? EVERY_STATE}
            onChange={chooseState}
            options={stateOptions}
            style={{ width: 160 }}
          />
        ) : (
          <Segmented<ProgramState | typeof EVERY_STATE>
            value={filter.state ?? EVERY_STATE}
            onChange={chooseState}
            options={stateOptions}
          />
        )}
        <Input.Search
          allowClear
          placeholder={t('program.keyword')}
          aria-label={t('program.keyword')}
          style={{ width: 220 }}
          onSearch={(keyword) => search({ keyword: keyword.trim() || undefined })}
        />
      </Flex>
      <Table<ProgramSummary>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        {...responsiveTable(phone, columns, PHONE_COLUMNS, { x: 'max-content' })}
        locale={{
          emptyText: (
            <ListEmpty
              filtered={filtered}
              onClear={() => setFilter({ pagenum: 1, pagesize: filter.pagesize })}
              empty={t('program.list.empty')}
              emptyFiltered={t('program.list.emptyFiltered')}
            />
          ),
        }}
        pagination={pagination(
          filter,
          list.data?.total ?? 0,
          (pagenum, pagesize) => setFilter({ ...filter, pagenum, pagesize }),
          t,
        )}
      />
      {editing && <ProgramEditorModal program={editing.program} onClose={() => setEditing(undefined)} />}
      <ProgramPreviewModal id={previewing} onClose={() => setPreviewing(undefined)} />
      {publishing && <PublishModal program={publishing} onClose={() => setPublishing(undefined)} />}
      <ReviewModal program={reviewing} onClose={() => setReviewing(undefined)} onSubmit={review} />
    </Card>
  );
}
