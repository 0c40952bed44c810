import { QueryClient } from '@tanstack/react-query';

/** The one data cache of the web client (TanStack Query); cleared on sign-in and sign-out. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: false } },
});
