import { endpoints } from '@lamplighter/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { call } from '../../../shared/api/api';
import { useCallMutation } from '../../../shared/api/use-call-mutation';
import { type SplitScreen, splitScreenOf } from '../lib/split-tiles';
import { cameraKeys } from './camera-keys';

/** A burst of changes (four cameras placed one after another) is saved once, this long after the last. */
const SAVE_AFTER_MS = 600;

const splitScreenQuery = queryOptions({
  queryKey: cameraKeys.splitScreen,
  queryFn: async () => splitScreenOf(await call(endpoints.camera.layout)),
  staleTime: Number.POSITIVE_INFINITY,
});

/**
 * The user's split screen: loaded when the page opens, changed in the cache at once, and saved a
 * moment after the last change, or when the page closes before that. The saved answer (which leaves
 * out cameras the user may no longer see) is shown unless another change is waiting.
 */
export function useSplitScreen() {
  const queryClient = useQueryClient();
  const loaded = useQuery(splitScreenQuery);
  const save = useCallMutation(endpoints.camera.saveLayout, { contentType: 'json' });
  const waiting = useRef<SplitScreen | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const saveWaiting = useCallback(() => {
    clearTimeout(timer.current);
    const next = waiting.current;
    waiting.current = undefined;
    if (!next) return;
    save.mutate(next, {
      onSuccess: (saved) => {
        if (!waiting.current) queryClient.setQueryData(cameraKeys.splitScreen, splitScreenOf(saved));
      },
    });
  }, [save.mutate, queryClient]);

  const saveOnClose = useRef(saveWaiting);
  saveOnClose.current = saveWaiting;
  useEffect(() => () => saveOnClose.current(), []);

  const change = useCallback(
    (next: SplitScreen) => {
      queryClient.setQueryData(cameraKeys.splitScreen, next);
      waiting.current = next;
      clearTimeout(timer.current);
      timer.current = setTimeout(saveWaiting, SAVE_AFTER_MS);
    },
    [queryClient, saveWaiting],
  );

  // A split screen that could not be loaded starts empty (the API client has said why).
  const screen = loaded.data ?? (loaded.isError ? splitScreenOf(undefined) : undefined);
  return { screen, change };
}
