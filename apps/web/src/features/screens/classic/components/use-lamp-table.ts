import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useDevicesLive } from '../../../../shared/live/device-live';
import { useGathered } from '../../../../shared/live/use-gathered';
import { wallRefresh } from '../../lib/wall-refresh';
import { LAMP_TABLE_PAGE_SIZE, lampTableQuery } from '../lib/lamp-table-query';
import { nextPage } from '../lib/table-reel';

/** Reports that come together (a street at its reporting minute) reload the table once. */
const GATHER_MS = 2_000;

/**
 * The page of lamps the wall's table shows, kept live: reloaded when one of its lamps reports,
 * changes state or gets a warning (over a stream of their own), and on the walls' clock.
 * `turnPage` goes on to the next page of the fleet, back to the first after the last.
 */
export function useLampTable(enabled: boolean) {
  const [pagenum, setPagenum] = useState(1);
  const page = useQuery({ ...lampTableQuery(pagenum), ...wallRefresh, enabled });
  const total = page.data?.total ?? 0;
  const { refetch } = page;
  const reload = useGathered(GATHER_MS, () => void refetch());
  useDevicesLive(page.data?.list.map((lamp) => lamp.id) ?? [], reload);
  const turnPage = useCallback(
    () => setPagenum((current) => nextPage(current, total, LAMP_TABLE_PAGE_SIZE)),
    [total],
  );
  return { page, turnPage };
}
