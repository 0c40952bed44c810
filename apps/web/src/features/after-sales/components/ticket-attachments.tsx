import { DeleteOutlined, DownloadOutlined, FileOutlined } from '@ant-design/icons';
import { type AfterSaleAttachment, endpoints } from '@lamplighter/contract';
import { Button, Card, Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { download } from '../../../shared/api/api';
import { usePermission } from '../../../shared/auth/permissions';
import { fileSizeText } from '../../../shared/files/file-size';
import { useFileDownload } from '../../../shared/files/use-file-download';
import { formatTime } from '../../../shared/format';
import { useConfirmDelete } from '../../../shared/hooks/use-confirm-delete';
import { useAfterSaleWrites } from '../api/after-sales';
import { AttachmentImage } from './attachment-image';

/** The ticket's files: photos as thumbnails that open the picture, the others to download; remove. */
export function TicketAttachments({ files }: { files: AfterSaleAttachment[] }) {
  const { t } = useTranslation();
  const confirmDeletion = useConfirmDelete();
  const mayRemove = usePermission('aftersale:update');
  const saver = useFileDownload();
  const { detach } = useAfterSaleWrites();

  return (
    <Card size="small" title={`${t('ticket.attachments')} (${files.length})`}>
      {files.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ticket.noFiles')} />}
      <Flex vertical gap={12}>
        {files.map((file) => (
          <Flex key={file.id} gap={12} align="center" wrap>
            {file.image ? (
              <AttachmentImage file={file} />
            ) : (
              <FileOutlined style={{ fontSize: 32, width: 104, color: '#8c8c8c' }} />
            )}
            <Flex vertical style={{ minWidth: 0, flex: 1 }}>
              <Typography.Text ellipsis={{ tooltip: file.filename }}>{file.filename}</Typography.Text>
              <Typography.Text type="secondary">
                {fileSizeText(file.size)} · {file.uploader} · {formatTime(file.uploadtime)}
              </Typography.Text>
            </Flex>
            <Button
              icon={<DownloadOutlined />}
              aria-label={`${t('ticket.download')} ${file.filename}`}
              loading={saver.busy}
              onClick={() =>
                void saver.download(
                  () => download(endpoints.afterSale.attachment, { id: file.id, thumbnail: 0 }),
                  file.filename,
                )
              }
            />
            {mayRemove && (
              <Button
                danger
                icon={<DeleteOutlined />}
                aria-label={`${t('ticket.removeFile')} ${file.filename}`}
                onClick={() => confirmDeletion(() => detach.mutateAsync({ id: file.id }))}
              />
            )}
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}
