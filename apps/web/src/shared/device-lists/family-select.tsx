import { type DeviceListRow, endpoints } from '@lamplighter/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../api/api';
import { pageOf } from '../api/contract-client';
import { domainKeys } from '../api/query-keys';
import { deviceLabel } from './device-label';

/** The devices offered for a search, found by number or name. */
const SCREENS_SHOWN = 100;
const OFFLINE = 4;

/** A device as the select names it. */
export interface NamedDevice {
  id: number;
  devicecode: string;
  devicename: string;
}

const familySearchKey = (devicetype: number, keyword: string) => [
  ...domainKeys.devices,
  'family',
  devicetype,
  keyword,
];

function useFamilySearch(devicetype: number, keyword: string) {
  return useQuery({
    queryKey: familySearchKey(devicetype, keyword),
    queryFn: async () =>
      pageOf(
        await call(endpoints.device.list, {
          pagenum: 1,
          pagesize: SCREENS_SHOWN,
          devicetype: [devicetype],
          ...(keyword ? { keyword } : {}),
        }),
      ).list,
    placeholderData: keepPreviousData,
  });
}

interface FamilySelectProps<K extends 'id' | 'devicecode'> {
  /** The family offered (DEVICE_TYPE). */
  devicetype: number;
  /** What a chosen device is known by in the value. */
  by: K;
  value?: NamedDevice[K][];
  onChange?: (value: NamedDevice[K][]) => void;
  /** Devices chosen before, named even when a search does not find them. */
  known?: readonly NamedDevice[];
  id?: string;
}

/**
 * Several devices of one family of the user's accounts (LED screens, broadcast terminals), searched
 * by number or name as one types; a device that has never reported or is off now says so, since
 * what is sent to it waits for its return.
 */
export function FamilySelect<K extends 'id' | 'devicecode'>({
  devicetype,
  by,
  value,
  onChange,
  known = [],
  id,
}: FamilySelectProps<K>) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const devices = useFamilySearch(devicetype, keyword);
  const found: (NamedDevice & Partial<Pick<DeviceListRow, 'runstate'>>)[] = devices.data ?? [];
  const offered = [...found, ...known.filter((device) => !found.some((other) => other.id === device.id))];
  return (
    <Select<NamedDevice[K][]>
      id={id}
      mode="multiple"
      value={value}
      onChange={onChange}
      showSearch={{ filterOption: false, onSearch: (text) => setKeyword(text.trim()) }}
      loading={devices.isFetching}
      placeholder={t('deviceList.select.placeholder')}
      options={offered.map((device) => ({
        value: device[by],
        label: `${deviceLabel(device)}${
          'runstate' in device && (device.runstate === OFFLINE || device.runstate === null)
            ? ` (${t('deviceList.select.offline')})`
            : ''
        }`,
      }))}
    />
  );
}
