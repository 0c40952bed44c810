import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { type FailingMailServer, startFailingMailServer } from '../../test/mail-server-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';

/** An SMS gateway that keeps what it is sent and answers every message with 502. */
async function startFailingSmsGateway() {
  const received: string[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push(body);
      response.writeHead(502).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The six-digit code of a mail as its reader sees it, whatever the transfer encoding. */
function codeInMail(raw: string): string | undefined {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const text = /content-transfer-encoding:\s*base64/i.test(head)
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : body
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
  return /\b(\d{6})\b/.exec(text)?.[1];
}

const logLines: string[] = [];
let mail: FailingMailServer;
let sms: Awaited<ReturnType<typeof startFailingSmsGateway>>;
let t: TestApp;
let admin: string;
let user: CreatedAccount;
let mailbox: string;
let mobile: string;

beforeAll(async () => {
  mail = await startFailingMailServer();
  sms = await startFailingSmsGateway();
  t = await startTestApp({ SMTP_URL: mail.url, SMS_WEBHOOK_URL: sms.url }, { logLines });
  admin = await t.signIn('admin', ADMIN_PASSWORD);
  user = await createAccount(t, admin, { username: 'mail_less_ops', role: 'controller' });
  mailbox = 'mail.less.ops@example.cn';
  await t.post('/sys/account/update', { token: admin, form: { id: user.id, email: mailbox } });
  mobile = (await t.get('/sys/account/detail', { token: admin, query: { id: user.id } })).body.data.mobile;
});
afterAll(async () => {
  mail.hangUp();
  await t.close();
  await Promise.all([mail.close(), sms.close()]);
});

let address = 0;
const sendResetCode = async (contact: string) => {
  const started = performance.now();
  const answer = await t.get('/sys/repwd/sendrepwd', {
    query: { contact },
    remoteAddress: `10.60.0.${++address}`,
  });
  return { answer: { status: answer.statusCode, body: answer.body }, ms: performance.now() - started };
};

describe('a reset code while the mail server hangs', () => {
  it('answers an existing and an unknown mailbox alike and at once', async () => {
    mail.mode = 'silent';
    const connected = mail.nextConnection();
    const unknown = await sendResetCode('nobody.here@example.cn');
    const known = await sendResetCode(mailbox);
    expect(known.answer).toEqual(unknown.answer);
    expect(known.answer.body).toEqual({ status: 200, message: 'success', data: null });
    // The delivery is under way, and the answer did not wait for the greeting that never comes.
    await connected;
    expect(known.ms).toBeLessThan(unknown.ms + 500);
    mail.hangUp();
    await t.settled();
    expect(logLines.join('\n')).toContain('message could not be delivered');
  });
});

describe('a code the mail server or SMS gateway refuses', () => {
  it('answers a reset code as for an unknown mailbox and logs the failure without the code', async () => {
    mail.mode = 'rejecting';
    const from = logLines.length;
    await t.store.execute(`update verification_codes set created_at = now() - interval '2 minutes'`);
    const known = await sendResetCode(mailbox);
    const unknown = await sendResetCode('nobody.else@example.cn');
    expect(known.answer).toEqual(unknown.answer);
    await t.settled();
    const code = codeInMail(mail.received.at(-1) ?? '');
    expect(code).toMatch(/^\d{6}$/);
    const log = logLines.slice(from).join('\n');
    expect(log).toContain('message could not be delivered');
    expect(log).toContain('m***@example.cn');
    expect(log).not.toContain(code);
    expect(log).not.toContain(mailbox);
  });

  it('answers a reset code by SMS at once and logs the gateway’s refusal without the code', async () => {
    const from = logLines.length;
    const known = await sendResetCode(mobile);
    const unknown = await sendResetCode('13900000123');
    expect(known.answer).toEqual(unknown.answer);
    await t.settled();
    const code = /\b(\d{6})\b/.exec(JSON.parse(sms.received.at(-1) ?? '{}').text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const log = logLines.slice(from).join('\n');
    expect(log).toContain('SMS gateway answered 502');
    expect(log).not.toContain(code);
  });

  it('confirms a new mailbox of one’s own whatever becomes of the mail', async () => {
    const answer = await t.get('/sys/smscode/bind', {
      token: user.token,
      query: { contact: 'new.box@example.cn' },
      remoteAddress: '10.60.1.1',
    });
    expect(answer.body).toEqual({ status: 200, message: 'success', data: null });
    await t.settled();
    expect(codeInMail(mail.received.at(-1) ?? '')).toMatch(/^\d{6}$/);
  });
});
