import { useQueryClient } from '@tanstack/react-query';
import { domainKeys } from '../api/query-keys';

/** After a change: every device list and detail (lights moved too), and the projects' device counts. */
export function useRefreshInventory() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: domainKeys.devices }),
      queryClient.invalidateQueries({ queryKey: domainKeys.projects }),
    ]);
}
