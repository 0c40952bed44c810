import { API_BASE, endpoints } from '@lamplighter/contract';
import { useEffect, useRef } from 'react';
import { tokens } from '../api/api';
import { LiveClient } from './live-client';

/**
 * Follows some devices over their own event stream (the live events with `deviceid`) while
 * mounted: `onChange` runs when one of them reports, changes run state or gets a warning, and after
 * a reconnection (when some of that may have been missed). A new set of devices opens a new stream.
 */
export function useDevicesLive(deviceIds: readonly number[], onChange: () => void): void {
  const current = useRef(onChange);
  current.current = onChange;
  const watched = deviceIds.join(',');
  useEffect(() => {
    if (watched === '') return;
    const client = new LiveClient({
      url: `${API_BASE}${endpoints.live.events.path}?deviceid=${watched}`,
      token: () => tokens.get()?.accessToken,
    });
    let connections = 0;
    const stopEvents = client.subscribe(() => current.current());
    const stopConnected = client.onConnected(() => {
      connections += 1;
      if (connections > 1) current.current();
    });
    client.start();
    return () => {
      stopEvents();
      stopConnected();
      client.stop();
    };
  }, [watched]);
}

/** Follows one device (see `useDevicesLive`); none while `deviceId` is undefined. */
export function useDeviceLive(deviceId: number | undefined, onChange: () => void): void {
  useDevicesLive(deviceId === undefined ? [] : [deviceId], onChange);
}
