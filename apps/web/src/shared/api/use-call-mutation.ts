import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from './api';
import type { CallArgs, CallOptions, JsonEndpoint } from './contract-client';

type Input<E extends JsonEndpoint> = CallArgs<E>[0];

export interface CallMutationOptions<E extends JsonEndpoint> extends CallOptions {
  /** The queries the write changes: reloaded before the mutation settles. */
  invalidates?: readonly QueryKey[] | ((input: Input<E>) => readonly QueryKey[]);
}

/**
 * A write as a TanStack mutation: it calls the endpoint, then reloads the queries it changed before
 * it settles, so that a screen awaiting `mutateAsync` shows the new state next.
 */
export function useCallMutation<E extends JsonEndpoint>(
  endpoint: E,
  { invalidates = [], ...options }: CallMutationOptions<E> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<E>) => call(endpoint, ...([input, options] as CallArgs<E>)),
    onSuccess: (_data, input) =>
      Promise.all(
        (typeof invalidates === 'function' ? invalidates(input) : invalidates).map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
