import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceOptionsQuery } from '../api/device-options';

type Props = { style?: React.CSSProperties; ariaLabel: string } & (
  | { mode?: undefined; value: string | undefined; onChange(code: string): void }
  | { mode: 'multiple'; value: string[]; onChange(codes: string[]): void }
);

/** Picks devices by number, searching the caller's devices as one types. */
export function DeviceSelect(props: Props) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const found = useQuery(deviceOptionsQuery(keyword));
  const options = (found.data ?? []).map((device) => ({
    value: device.devicecode,
    label: `${device.devicecode} · ${device.devicename}`,
  }));
  const chosen = props.mode === 'multiple' ? props.value : props.value ? [props.value] : [];
  // Keep what is chosen listed even when the search no longer finds it.
  for (const code of chosen)
    if (!options.some((option) => option.value === code)) options.push({ value: code, label: code });

  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      mode={props.mode}
      style={props.style}
      value={props.value}
      onChange={props.onChange as (value: string | string[]) => void}
      options={options}
      loading={found.isFetching}
      placeholder={t('analytics.pickDevice')}
      aria-label={props.ariaLabel}
      notFoundContent={t('analytics.noDevice')}
    />
  );
}
