import { useQueryClient } from '@tanstack/react-query';

/** After any change of a project or group: every list, detail and the shared project tree reload. */
export function useRefreshProjects() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['projects'] });
}
