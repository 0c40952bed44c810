import { deviceSheetColumns, type ImportProblem, type ImportReport } from '@lamplighter/contract';
import { Alert, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';

/** An import's report: the sentence that sums it up, the counts, and each problem's row, column and reason. */
export function ImportReportView({ report, message }: { report: ImportReport; message: string }) {
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
