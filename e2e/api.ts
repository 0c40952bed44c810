import { E2E_ADMIN_PASSWORD } from './platform';

// biome-ignore lint/suspicious/noExplicitAny: answers of many calls, each test reads the fields it needs
export type Answer = { status: number; message: string; data: any };

/**
 * Calls the platform's HTTP API as the web client does (form bodies, bracket arrays), to put
 * things in place that a test is not about, or to check what the API itself answers.
 */
export async function callApi(
  baseUrl: string,
  apiPath: string,
  authorization: string,
  form?: Record<string, string | string[]>,
): Promise<Answer> {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(form ?? {})) {
    for (const item of Array.isArray(value) ? value : [value])
      body.append(Array.isArray(value) ? `${key}[]` : key, item);
  }
  const response = await fetch(`${baseUrl}/prod-api${apiPath}`, {
    method: form ? 'POST' : 'GET',
    headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
    ...(form ? { body: body.toString() } : {}),
  });
  return (await response.json()) as Answer;
}

/** A Bearer header of a fresh sign-in (the administrator's unless told otherwise). */
export async function bearerOf(baseUrl: string, username = 'admin', password = E2E_ADMIN_PASSWORD) {
  const basic = `Basic ${Buffer.from('web:web').toString('base64')}`;
  const answer = await callApi(baseUrl, '/remote/token', basic, {
    grant_type: 'password',
    username,
    password,
  });
  if (answer.status !== 200) throw new Error(`sign-in of ${username} refused: ${answer.message}`);
  return `Bearer ${answer.data.access_token}`;
}
