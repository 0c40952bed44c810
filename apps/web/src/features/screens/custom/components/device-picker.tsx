import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceLiveQuery, deviceSearchQuery } from '../api/wall-layouts';

/** Picks one device of the user's subtree by number or name; the chosen one stays listed while searching. */
export function DevicePicker({ value, onChange }: { value: number; onChange(id: number): void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const deferred = useDeferredValue(keyword.trim());
  const found = useQuery(deviceSearchQuery(deferred));
  const chosen = useQuery(deviceLiveQuery(value)).data;
  const rows = found.data?.[0]?.list ?? [];
  const options = rows.map((row) => ({ value: row.id, label: `${row.devicecode} · ${row.devicename}` }));
  if (chosen && !options.some((option) => option.value === chosen.id)) {
    options.unshift({ value: chosen.id, label: `${chosen.devicecode} · ${chosen.devicename}` });
  }
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      value={value > 0 ? value : undefined}
      placeholder={t('customWall.devicePlaceholder')}
      options={options}
      loading={found.isFetching}
      onChange={onChange}
      aria-label={t('customWall.device')}
      style={{ width: '100%' }}
    />
  );
}
