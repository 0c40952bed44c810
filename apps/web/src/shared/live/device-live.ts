import { API_BASE, endpoints } from '@lamplighter/contract';
import { useEffect, useRef } from 'react';
import { tokens } from '../api/api';
import { LiveClient } from './live-client';

/**
 * Follows one device over its own event stream (the live events with `deviceid`) while mounted:
 * `onChange` runs when the device reports, changes run state or gets a warning, and after a
 * reconnection (when some of that may have been missed).
 */
export function useDeviceLive(deviceId: number | undefined, onChange: () => void): void {
  const current = useRef(onChange);
  current.current = onChange;
  useEffect(() => {
    if (deviceId === undefined) return;
    const client = new LiveClient({
      url: `${API_BASE}${endpoints.live.events.path}?deviceid=${deviceId}`,
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
  }, [deviceId]);
}
