import { DownloadOutlined, InboxOutlined, UploadOutlined } from '@ant-design/icons';
import { type ImportMode, type ImportReport, TEMPLATE_EXTENSIONS } from '@lamplighter/contract';
import { App, Button, Modal, Radio, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile, unexplained } from '../../../../shared/files/save-file';
import { excelCalls, useImportDevices } from '../../api/excel';
import { ImportReportView } from './import-report-view';
import { templateProblem } from './template-check';

/**
 * The Import button of a device list and its dialog: template download, the file (type and size
 * checked here first), the mode, and the server's report of row, column and reason.
 */
export function DeviceImportDialog() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | undefined>();
  const [mode, setMode] = useState<ImportMode>('all');
  const [busy, setBusy] = useState(false);
  const importDevices = useImportDevices();
  const [outcome, setOutcome] = useState<{ report: ImportReport; message: string } | undefined>();

  async function downloadTemplate() {
    try {
      saveFile(await excelCalls.template(), t('excel.templateFile'));
    } catch (error) {
      if (unexplained(error)) message.error(t('excel.downloadFailed'));
    }
  }

  async function start() {
    if (!file) return;
    setBusy(true);
    try {
      const answer = await importDevices.mutateAsync({ file, mode });
      setOutcome(answer);
      if (answer.report.imported > 0) {
        message.success(t('success.imported', { count: answer.report.imported }));
      }
    } catch {
      // The client has shown the server's reason (size, type, zip bomb, no rows).
    } finally {
      setBusy(false);
    }
  }

  function close() {
    setOpen(false);
    setFile(undefined);
    setOutcome(undefined);
  }

  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        {t('excel.import')}
      </Button>
      <Modal
        open={open}
        title={t('excel.importTitle')}
        width={760}
        onCancel={close}
        destroyOnHidden
        footer={[
          <Button key="close" onClick={close}>
            {t('excel.close')}
          </Button>,
          <Button key="start" type="primary" loading={busy} disabled={!file} onClick={start}>
            {t('excel.start')}
          </Button>,
        ]}
      >
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Space wrap>
            <Button icon={<DownloadOutlined />} onClick={downloadTemplate}>
              {t('excel.template')}
            </Button>
            <Typography.Text type="secondary">{t('excel.templateHint')}</Typography.Text>
          </Space>
          <Upload.Dragger
            accept={TEMPLATE_EXTENSIONS.join(',')}
            maxCount={1}
            fileList={file ? [{ uid: 'file', name: file.name, status: 'done' }] : []}
            onRemove={() => setFile(undefined)}
            beforeUpload={(chosen) => {
              const problem = templateProblem(chosen);
              if (problem) message.error(t(problem));
              else {
                setFile(chosen);
                setOutcome(undefined);
              }
              return Upload.LIST_IGNORE;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('excel.choose')}</p>
            <p className="ant-upload-hint">{t('excel.limits')}</p>
          </Upload.Dragger>
          <div>
            <Typography.Text strong>{t('excel.mode')}</Typography.Text>
            <Radio.Group
              value={mode}
              onChange={(event) => setMode(event.target.value)}
              options={[
                { value: 'all', label: t('excel.modeAll') },
                { value: 'valid', label: t('excel.modeValid') },
              ]}
              style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 8 }}
            />
          </div>
          {outcome && <ImportReportView {...outcome} />}
        </Space>
      </Modal>
    </>
  );
}
