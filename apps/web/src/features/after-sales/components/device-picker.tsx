import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useEffect, useState } from 'react';
import { deviceChoicesQuery } from '../api/after-sales';

/** Waits for the typing to pause before searching. */
const SEARCH_DELAY_MS = 300;

export interface KnownDevice {
  id: number;
  code: string;
  name: string;
}

const labelOf = (device: KnownDevice) => (device.name ? `${device.code} · ${device.name}` : device.code);

/**
 * One of the caller's devices, searched on the server by number or name as the user types. A
 * device chosen before (`known`, or picked here) keeps its label when it is not among the results.
 */
export function DevicePicker({
  value,
  onChange,
  known,
  ...select
}: {
  value?: number | undefined;
  onChange?: (id: number | undefined) => void;
  known?: KnownDevice | undefined;
} & Omit<SelectProps<number>, 'value' | 'onChange' | 'options'>) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<KnownDevice | undefined>();
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const devices = useQuery(deviceChoicesQuery(keyword));
  const found: KnownDevice[] = (devices.data ?? []).map((device) => ({
    id: device.id,
    code: device.devicecode,
    name: device.devicename,
  }));
  const shown = [known, picked].filter(
    (device): device is KnownDevice => device !== undefined && !found.some((other) => other.id === device.id),
  );
  const choices = [...shown, ...found];

  return (
    <Select<number>
      allowClear
      showSearch={{ filterOption: false, onSearch: setTyped }}
      loading={devices.isFetching}
      {...select}
      value={value}
      options={choices.map((device) => ({ value: device.id, label: labelOf(device) }))}
      onChange={(id) => {
        setPicked(choices.find((device) => device.id === id));
        onChange?.(id);
      }}
    />
  );
}
