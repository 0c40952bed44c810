import { DownloadOutlined, InboxOutlined, UploadOutlined } from '@ant-design/icons';
import {
  deviceSheetColumns,
  type ImportMode,
  type ImportProblem,
  type ImportReport,
  TEMPLATE_EXTENSIONS,
} from '@lamplighter/contract';
import { Alert, App, Button, Modal, Radio, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile, unexplained } from '../../../../shared/files/save-file';
import { excelCalls, useImportDevices } from '../../api/excel';
import { templateProblem } from './template-check';

function ImportReportView({ report, message }: { report: ImportReport; message: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'zh' ? 'zh' : 'en';
  const label = (field: string) => deviceSheetColumns.find((column) => column.key === field)?.[lang] ?? field;
  const refused = report.imported === 0 && report.problems.length > 0;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Alert
        type={refused ? 'error' : report.problems.length > 0 ? 'warning' : 'success'}
        showIcon
        message={message}
        description={
          <>
            <div>{t('excel.summary', report)}</div>
            {report.imported > 0 && <div>{t('info.importTokens')}</div>}
          </>
        }
      />
      {report.problems.length > 0 && (
        <Table<ImportProblem>
          size="small"
          title={() => t('excel.report')}
          rowKey={(problem) => `${problem.row}:${problem.field}:${problem.reason}`}
          dataSource={report.problems}
          pagination={report.problems.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          columns={[
            { title: t('excel.row'), dataIndex: 'row', width: 80 },
            { title: t('excel.field'), dataIndex: 'field', width: 180, render: label },
            { title: t('excel.reason'), dataIndex: 'reason' },
          ]}
        />
      )}
    </Space>
  );
}

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
