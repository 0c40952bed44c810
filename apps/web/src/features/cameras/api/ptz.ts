import { endpoints } from '@lamplighter/contract';
import { useCallMutation } from '../../../shared/api/use-call-mutation';

/** Turns or zooms a PTZ camera a step; its refusals are shown on the camera, not as a message. */
export function usePtzStep() {
  return useCallMutation(endpoints.camera.ptz, { silent: true });
}
