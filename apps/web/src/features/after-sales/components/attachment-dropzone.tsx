import { InboxOutlined } from '@ant-design/icons';
import { attachmentExtensions } from '@lamplighter/contract';
import { Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { FILE_RULE, type HeldFiles } from './use-held-files';

const ACCEPT = attachmentExtensions.map((extension) => `.${extension}`).join(',');

/** Drop or choose files for a ticket; each shows its upload progress, or why it was refused. */
export function AttachmentDropzone({
  held,
  attached,
  disabled,
}: {
  held: HeldFiles;
  /** How many files the ticket holds already. */
  attached: number;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Upload.Dragger
      multiple
      accept={ACCEPT}
      disabled={disabled}
      fileList={held.files}
      beforeUpload={(file) => {
        held.hold(file, attached);
        // Held, not sent: the ticket has to exist first.
        return Upload.LIST_IGNORE;
      }}
      onRemove={(file) => held.release(file.uid)}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <Typography.Text>{t('ticket.dropFiles')}</Typography.Text>
      <br />
      <Typography.Text type="secondary">{t('ticket.fileRule', FILE_RULE)}</Typography.Text>
    </Upload.Dragger>
  );
}
