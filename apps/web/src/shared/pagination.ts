import type { TablePaginationConfig } from 'antd';
import type { TFunction } from 'i18next';

/** Sizes 10, 20, 30, 50, default 20; total, sizes, pager and jumper (their order: main.css). */
export const PAGE_SIZES = [10, 20, 30, 50];
export const DEFAULT_PAGE_SIZE = 20;

export function pagination(
  page: { pagenum: number; pagesize: number },
  total: number,
  onChange: (pagenum: number, pagesize: number) => void,
  t: TFunction,
): TablePaginationConfig {
  return {
    current: page.pagenum,
    pageSize: page.pagesize,
    total,
    pageSizeOptions: PAGE_SIZES,
    showSizeChanger: true,
    showQuickJumper: true,
    showTotal: (count) => t('table.total', { count }),
    onChange,
  };
}
