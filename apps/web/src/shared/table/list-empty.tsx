import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * What an empty list says: nothing matches the filters, with a way out, or nothing there yet. The
 * list brings its own words for both.
 */
export function ListEmpty({
  filtered,
  onClear,
  empty,
  emptyFiltered,
}: {
  filtered: boolean;
  onClear: () => void;
  empty: string;
  emptyFiltered: string;
}) {
  const { t } = useTranslation();
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={filtered ? emptyFiltered : empty}>
      {filtered && (
        <Button size="small" onClick={onClear}>
          {t('table.clearFilters')}
        </Button>
      )}
    </Empty>
  );
}
