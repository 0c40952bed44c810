import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { type MediaFile, type MediaKind, mediaKinds } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Flex, Input, Select, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permitted, usePermission } from '../../../shared/auth/permissions';
import { useConfirmDelete } from '../../../shared/hooks/use-confirm-delete';
import { DEFAULT_PAGE_SIZE, pagination } from '../../../shared/pagination';
import { ListEmpty } from '../../../shared/table/list-empty';
import { PHONE_CARD_STYLES, responsiveTable, usePhone } from '../../../shared/table/phone-table';
import { type MediaFilter, mediaFoldersQuery, mediaListQuery, useMediaWrites } from '../api/media';
import { useMediaColumns } from '../components/media-columns';
import { MediaEditModal } from '../components/media-edit-modal';
import { MediaPreviewModal } from '../components/media-preview-modal';
import { MediaUploadPanel } from '../components/media-upload-panel';
import { useMediaUploads } from '../components/use-media-uploads';
import '../media.css';

/** What a phone shows of a file: its thumbnail, name and what can be done with it. */
const PHONE_COLUMNS = ['thumbnail', 'name', 'actions'];
/** The folder filter's value for "every folder" (a folder's name is never this). */
const EVERY_FOLDER = '\u0000every';

/**
 * The media library (seed: Media library): the images, videos and sounds of the user's accounts,
 * with their type, size, thumbnail, length and size in pixels; uploaded by dropping files, found
 * by name, kind and folder, previewed in the browser's players, renamed, moved and deleted (one by
 * one, or those selected).
 */
export default function MediaLibraryPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirmDeletion = useConfirmDelete();
  const phone = usePhone();
  const [filter, setFilter] = useState<MediaFilter>({ pagenum: 1, pagesize: DEFAULT_PAGE_SIZE });
  const [uploading, setUploading] = useState(false);
  const [previewing, setPreviewing] = useState<MediaFile>();
  const [editing, setEditing] = useState<MediaFile>();
  const [selected, setSelected] = useState<number[]>([]);
  const mayDelete = usePermission('media:delete');
  const list = useQuery(mediaListQuery(filter));
  const folders = useQuery(mediaFoldersQuery);
  const writes = useMediaWrites();
  const uploads = useMediaUploads(filter.folder ?? '');
  const filtered = filter.keyword !== undefined || filter.kind !== undefined || filter.folder !== undefined;

  const search = (next: Partial<MediaFilter>) =>
    setFilter((current) => ({ ...current, ...next, pagenum: 1 }));
  const columns = useMediaColumns({
    onPreview: setPreviewing,
    onEdit: setEditing,
    onDelete: (file) => remove([file.id]),
    compact: phone,
  });

  function remove(ids: number[]) {
    confirmDeletion(async () => {
      await writes.remove.mutateAsync({ ids });
      setSelected((current) => current.filter((id) => !ids.includes(id)));
    });
  }

  async function save(values: { id: number; name: string; folder: string }) {
    await writes.update.mutateAsync(values);
    message.success(t('success.updated'));
    setEditing(undefined);
  }

  return (
    <Card
      title={t('media.title')}
      extra={
        <Permitted permission="media:upload">
          <Button
            type={uploading ? 'default' : 'primary'}
            icon={<UploadOutlined />}
            aria-expanded={uploading}
            onClick={() => setUploading((open) => !open)}
          >
            {t(uploading ? 'media.upload.close' : 'media.upload')}
          </Button>
        </Permitted>
      }
      styles={phone ? PHONE_CARD_STYLES : undefined}
    >
      {uploading && (
        <MediaUploadPanel
          folder={filter.folder ?? ''}
          uploads={uploads.uploads}
          onFile={uploads.add}
          onClear={uploads.clearFinished}
        />
      )}
      <Flex wrap gap={8} className="media-filters">
        <Input.Search
          allowClear
          placeholder={t('media.keyword')}
          aria-label={t('media.keyword')}
          style={{ width: 240 }}
          onSearch={(keyword) => search({ keyword: keyword.trim() || undefined })}
        />
        <Select<MediaKind | 'all'>
          aria-label={t('media.kind')}
          style={{ width: 140 }}
          value={filter.kind ?? 'all'}
          onChange={(kind) => search({ kind: kind === 'all' ? undefined : kind })}
          options={[
            { value: 'all', label: t('media.kind.all') },
            ...mediaKinds.map((kind) => ({ value: kind, label: t(`media.kind.${kind}`) })),
          ]}
        />
        <Select
          aria-label={t('media.folder')}
          style={{ width: 180 }}
          value={filter.folder ?? EVERY_FOLDER}
          onChange={(folder) => search({ folder: folder === EVERY_FOLDER ? undefined : folder })}
          options={[
            { value: EVERY_FOLDER, label: t('media.folder.all') },
            ...(folders.data ?? []).map((entry) => ({
              value: entry.folder,
              label: `${entry.folder || t('media.folder.none')} (${entry.count})`,
            })),
          ]}
        />
        {selected.length > 0 && (
          <Button danger icon={<DeleteOutlined />} onClick={() => remove(selected)}>
            {t('media.deleteSelected', { count: selected.length })}
          </Button>
        )}
      </Flex>
      <Table<MediaFile>
        rowKey="id"
        size="middle"
        className="media-list"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        {...responsiveTable(phone, columns, PHONE_COLUMNS, { x: 'max-content' })}
        rowSelection={
          mayDelete
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]), fixed: !phone }
            : undefined
        }
        locale={{
          emptyText: (
            <ListEmpty
              filtered={filtered}
              onClear={() => setFilter({ pagenum: 1, pagesize: filter.pagesize })}
              empty={t('media.list.empty')}
              emptyFiltered={t('media.list.emptyFiltered')}
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
      <MediaPreviewModal file={previewing} onClose={() => setPreviewing(undefined)} />
      <MediaEditModal file={editing} onClose={() => setEditing(undefined)} onSubmit={save} />
    </Card>
  );
}
