import { endpoints } from '@lamplighter/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/api';
import { renewalDelay } from '../lib/play-renewal';
import { cameraKeys } from './camera-keys';

/**
 * Where the browser plays a camera: a signed HLS address, renewed a minute before it expires while
 * the camera is shown (also in a background tab, so that it is valid when the tab comes back), or
 * a WHEP endpoint. Refusals are shown on the player, not as a message; a renewal refused stops the
 * renewals (the picture then stops at expiry, and says so).
 */
export const playQuery = (id: number) =>
  queryOptions({
    queryKey: cameraKeys.play(id),
    queryFn: () => call(endpoints.camera.play, { id }, { silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchInterval: (query) =>
      query.state.status === 'error' ? false : renewalDelay(query.state.data?.expires, Date.now()),
    refetchIntervalInBackground: true,
  });
