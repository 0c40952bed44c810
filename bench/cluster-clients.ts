import type { MqttClient } from 'mqtt';
import type { BenchCluster } from './cluster-platform';
import { connectClients } from './mqtt-load';

/** MQTT clients of a cluster's devices, and the process (its index) each one is connected to. */
export interface SplitClients {
  clients: MqttClient[];
  processOf: number[];
}

/**
 * One client a token, spread over the cluster's processes as a load balancer would: client n on
 * process n mod the number of processes, so that each holds an even share.
 */
export async function connectSplit(
  cluster: BenchCluster,
  tokens: string[],
  options: { subscribe?: string } = {},
): Promise<SplitClients> {
  const count = cluster.processes.length;
  const processOf = tokens.map((_, n) => n % count);
  const groups = await Promise.all(
    cluster.processes.map((each, p) =>
      connectClients(
        each.mqttUrl,
        tokens.filter((_, n) => processOf[n] === p),
        options,
      ),
    ),
  );
  const clients = tokens.map((_, n) => groups[n % count]?.[Math.floor(n / count)] as MqttClient);
  return { clients, processOf };
}
