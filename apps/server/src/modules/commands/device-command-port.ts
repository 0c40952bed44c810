import type { DeviceCommandPort } from '../../transport/device-messages';
import type { CommandDelivery } from './command-delivery';

/** The command delivery as the HTTP device API polls it. */
export function deviceCommandPort(delivery: CommandDelivery): DeviceCommandPort {
  return {
    next: async (device, timeoutMs, signal) => {
      const command = await delivery.next(device.deviceId, timeoutMs, signal);
      return command && { id: command.id, method: command.method, params: command.params };
    },
    answer: (device, id, payload) => delivery.answered(device.deviceId, id, payload),
  };
}
