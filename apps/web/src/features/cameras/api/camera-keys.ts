import { domainKeys } from '../../../shared/api/query-keys';
import type { CameraFilter } from './cameras';

const all = [...domainKeys.devices, 'cameras'];

/**
 * The camera screens' queries. Lists and addresses are under the devices' root: a camera renamed,
 * moved or deleted anywhere reloads them. A stream address and the split screen are not: reloading
 * an address restarts the picture (it is renewed by its own timer), a still image has its own timer
 * too (and is asked anew when its camera's addresses change), and the split screen is changed on
 * its page before it is saved.
 */
export const cameraKeys = {
  all,
  list: (filter: CameraFilter) => [...all, 'list', filter],
  every: [...all, 'every'],
  settings: (id: number) => [...all, 'settings', id],
  play: (id: number) => ['camera-play', id],
  snapshot: (id: number) => ['camera-snapshot', id],
  splitScreen: ['camera-split-screen'],
};
