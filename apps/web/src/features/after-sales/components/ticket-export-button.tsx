import { ExportOutlined } from '@ant-design/icons';
import { endpoints } from '@lamplighter/contract';
import { Button } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { download } from '../../../shared/api/api';
import { useFileDownload } from '../../../shared/files/use-file-download';
import type { AfterSaleExportFilter } from '../api/after-sales';

/** The tickets the filters show, as an Excel workbook named as the server names it. */
export function TicketExportButton({ filter }: { filter: AfterSaleExportFilter }) {
  const { t } = useTranslation();
  const file = useFileDownload();
  return (
    <Button
      icon={<ExportOutlined />}
      loading={file.busy}
      onClick={() =>
        void file.download(
          () => download(endpoints.afterSale.export, filter),
          `${t('ticket.exportFile')}-${dayjs().format('YYYY-MM-DD')}.xlsx`,
        )
      }
    >
      {t('ticket.export')}
    </Button>
  );
}
