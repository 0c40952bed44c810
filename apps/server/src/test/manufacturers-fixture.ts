import type { TestApp } from './test-app';

/** Adds a manufacturer through the API and answers its id; `accountid` names its maker account. */
export async function addManufacturer(
  t: TestApp,
  token: string,
  name: string,
  accountid?: number,
): Promise<number> {
  const answer = await t.post('/sys/manufacturer/add', {
    token,
    form: { name, ...(accountid ? { accountid } : {}) },
  });
  if (answer.statusCode !== 200)
    throw new Error(`could not add manufacturer ${name}: ${answer.body.message}`);
  return answer.body.data.id;
}

/** Registers a factory device through the API and answers its id. */
export async function registerFactoryDevice(
  t: TestApp,
  token: string,
  devicecode: string,
  extra: Record<string, string | number> = {},
): Promise<number> {
  const answer = await t.post('/remote/factorydevice/add', {
    token,
    form: { devicecode, verifycode: 'K7Q2-9XZ4', devicetype: 1, model: 'SL-60', ...extra },
  });
  if (answer.statusCode !== 200) throw new Error(`could not register ${devicecode}: ${answer.body.message}`);
  return answer.body.data.id;
}
