import { DEVICE_TYPE, type DeviceListRow, endpoints } from '@lamplighter/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../api/api';
import { pageOf } from '../api/contract-client';
import { domainKeys } from '../api/query-keys';
import { screenLabel } from './screen-label';

/** The LED screens offered for a search, found by number or name. */
const SCREENS_SHOWN = 100;
const OFFLINE = 4;

/** A screen as the select names it. */
export interface NamedScreen {
  id: number;
  devicecode: string;
  devicename: string;
}

export const ledScreenSearchKey = (keyword: string) => [...domainKeys.devices, 'led-screens', keyword];

function useScreenSearch(keyword: string) {
  return useQuery({
    queryKey: ledScreenSearchKey(keyword),
    queryFn: async () =>
      pageOf(
        await call(endpoints.device.list, {
          pagenum: 1,
          pagesize: SCREENS_SHOWN,
          devicetype: [DEVICE_TYPE.ledScreen],
          ...(keyword ? { keyword } : {}),
        }),
      ).list,
    placeholderData: keepPreviousData,
  });
}

interface LedScreenSelectProps<K extends 'id' | 'devicecode'> {
  /** What a chosen screen is known by in the value. */
  by: K;
  value?: NamedScreen[K][];
  onChange?: (value: NamedScreen[K][]) => void;
  /** Screens chosen before, named even when a search does not find them. */
  known?: readonly NamedScreen[];
  id?: string;
}

/**
 * Several LED screens of the user's accounts, searched by number or name as one types; a screen
 * that has never reported or is off now says so, since what is sent to it waits for its return.
 */
export function LedScreenSelect<K extends 'id' | 'devicecode'>({
  by,
  value,
  onChange,
  known = [],
  id,
}: LedScreenSelectProps<K>) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const screens = useScreenSearch(keyword);
  const found: (NamedScreen & Partial<Pick<DeviceListRow, 'runstate'>>)[] = screens.data ?? [];
  const offered = [...found, ...known.filter((screen) => !found.some((other) => other.id === screen.id))];
  return (
    <Select<NamedScreen[K][]>
      id={id}
      mode="multiple"
      value={value}
      onChange={onChange}
      showSearch={{ filterOption: false, onSearch: (text) => setKeyword(text.trim()) }}
      loading={screens.isFetching}
      placeholder={t('ledScreens.select.placeholder')}
      options={offered.map((screen) => ({
        value: screen[by],
        label: `${screenLabel(screen)}${
          'runstate' in screen && (screen.runstate === OFFLINE || screen.runstate === null)
            ? ` (${t('ledScreens.select.offline')})`
            : ''
        }`,
      }))}
    />
  );
}
