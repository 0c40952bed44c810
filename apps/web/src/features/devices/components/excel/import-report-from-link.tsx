import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { importReportQuery } from '../../api/excel';
import { ImportReportView } from './import-report-view';

const LINK_PARAMETER = 'importreport';

/**
 * The report of an earlier import, opened over the device list by a link (`?importreport=`, the
 * path of the importer's notification); closing it takes the parameter off the address.
 */
export function ImportReportFromLink() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const id = Number(search.get(LINK_PARAMETER));
  const asked = search.has(LINK_PARAMETER);
  const valid = Number.isInteger(id) && id > 0;
  const kept = useQuery({ ...importReportQuery(id), enabled: valid });
  if (!asked) return null;

  function close() {
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(LINK_PARAMETER);
        return next;
      },
      { replace: true },
    );
  }

  const report = kept.data;
  const failedRows = new Set(report?.problems.map((problem) => problem.row)).size;
  return (
    <Modal
      open
      title={t('excel.keptTitle')}
      width={760}
      onCancel={close}
      footer={<Button onClick={close}>{t('excel.close')}</Button>}
    >
      {valid && kept.isLoading ? (
        <Spin style={{ display: 'block', margin: '24px auto' }} />
      ) : report ? (
        <>
          <Typography.Paragraph type="secondary">
            {t('excel.keptOf', {
              file: report.filename,
              time: dayjs(report.createtime).format('YYYY-MM-DD HH:mm'),
              mode: t(report.mode === 'valid' ? 'excel.modeValid' : 'excel.modeAll'),
            })}
          </Typography.Paragraph>
          <ImportReportView
            report={report}
            message={
              report.imported === 0
                ? t('error.importRows', { count: failedRows })
                : t('success.imported', { count: report.imported })
            }
          />
        </>
      ) : (
        <Alert type="warning" showIcon message={t('excel.keptMissing')} />
      )}
    </Modal>
  );
}
