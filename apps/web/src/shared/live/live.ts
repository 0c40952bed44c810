import { API_BASE, endpoints, type LiveEventData, type LiveEventType } from '@lamplighter/contract';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { tokens } from '../api/api';
import { LiveClient } from './live-client';

/** The one live connection of the web app; the layout starts it once signed in. */
export const liveClient = new LiveClient({
  url: `${API_BASE}${endpoints.live.events.path}`,
  token: () => tokens.get()?.accessToken,
});

/** Runs `handler` for every live event of `type` while the component is mounted. */
export function useLiveEvent<T extends LiveEventType>(
  type: T,
  handler: (data: LiveEventData<T>) => void,
): void {
  const current = useRef(handler);
  current.current = handler;
  useEffect(
    () =>
      liveClient.subscribe((event) => {
        if (event.type === type) current.current(event.data as LiveEventData<T>);
      }),
    [type],
  );
}

/** Runs `handler` at each new connection (the first included), when events may have been missed. */
export function useLiveConnected(handler: () => void): void {
  const current = useRef(handler);
  current.current = handler;
  useEffect(() => liveClient.onConnected(() => current.current()), []);
}

/** Keeps the live connection open while mounted (inside the signed-in layout). */
export function useLiveConnection(): void {
  useEffect(() => {
    liveClient.start();
    return () => liveClient.stop();
  }, []);
}

/** Whether the live connection is down and being opened again (for a small mark, never a dialog). */
export function useLiveReconnecting(): boolean {
  return useSyncExternalStore(
    (changed) => liveClient.onStatus(changed),
    () => liveClient.reconnecting,
  );
}
