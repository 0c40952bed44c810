import { createHash } from 'node:crypto';
import mqtt, { type MqttClient } from 'mqtt';

interface Manifest {
  programid: number;
  version: number;
  media: { hash: string; size: number }[];
}

/**
 * An LED screen as the device API has it, for the browser tests: it connects with its token, and
 * told to play a program it fetches the manifest and every file over HTTP, checks each file's
 * SHA-256, and answers that it plays, or why it cannot.
 */
export async function connectScreen(
  mqttUrl: string,
  baseUrl: string,
  token: string,
): Promise<{ client: MqttClient; played: Manifest[] }> {
  const client = await mqtt.connectAsync(mqttUrl, { username: token, reconnectPeriod: 0 });
  const played: Manifest[] = [];
  client.on('message', (topic, payload) => {
    const id = topic.split('/').pop();
    const request = JSON.parse(payload.toString()) as { method: string; params: { programid: number } };
    void play(baseUrl, token, request.params.programid).then(
      (manifest) => {
        played.push(manifest);
        return client.publishAsync(`v1/devices/me/rpc/response/${id}`, JSON.stringify({ ok: true }), {
          qos: 1,
        });
      },
      (error: Error) =>
        client.publishAsync(
          `v1/devices/me/rpc/response/${id}`,
          JSON.stringify({ ok: false, error: 'failed', message: error.message }),
          { qos: 1 },
        ),
    );
  });
  await client.subscribeAsync('v1/devices/me/rpc/request/+', { qos: 1 });
  return { client, played };
}

async function play(baseUrl: string, token: string, programId: number): Promise<Manifest> {
  const answer = await fetch(`${baseUrl}/api/v1/${token}/program/${programId}`);
  if (!answer.ok) throw new Error(`manifest answered ${answer.status}`);
  const manifest = (await answer.json()) as Manifest;
  for (const file of manifest.media) {
    const content = Buffer.from(
      await (await fetch(`${baseUrl}/api/v1/${token}/media/${file.hash}`)).arrayBuffer(),
    );
    if (createHash('sha256').update(content).digest('hex') !== file.hash || content.length !== file.size) {
      throw new Error(`file ${file.hash} arrived damaged`);
    }
  }
  return manifest;
}
