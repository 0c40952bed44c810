import { useQueryClient } from '@tanstack/react-query';

/** After a change: every device list and detail (lights moved too), and the projects' device counts. */
export function useRefreshInventory() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['devices'] }),
      queryClient.invalidateQueries({ queryKey: ['projects'] }),
    ]);
}
