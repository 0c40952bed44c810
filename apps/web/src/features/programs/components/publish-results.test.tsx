import type { AddressInfo } from 'node:net';
import { DEVICE_TYPE } from '@lamplighter/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommandTest, startCommandTest } from '../../../../../server/src/test/commands-fixture';
import { programOf } from '../../../../../server/src/test/program-fixture';

/** happy-dom's handle on the page, which the DOM types do not know. */
interface HappyDomWindow {
  happyDOM: { setURL(url: string): void };
}

let c: CommandTest;
let programId: number;
let commandId: number;

/** The app's modules read the page's address when they load, so they load after it is set. */
async function loadModules() {
  const [{ tokens }, { Providers }, { AntProviders }, { PublishResults }, i18n, texts] = await Promise.all([
    import('../../../shared/api/api'),
    import('../../../app/providers'),
    import('../../../shared/components/ant-providers'),
    import('./publish-results'),
    import('../../../shared/i18n/i18n'),
    import('../../../app/feature-texts'),
  ]);
  return { tokens, Providers, AntProviders, PublishResults, i18n, texts };
}
let modules: Awaited<ReturnType<typeof loadModules>>;

beforeAll(async () => {
  c = await startCommandTest('publish_watcher');
  await c.t.app.listen({ port: 0, host: '127.0.0.1' });
  (window as unknown as HappyDomWindow).happyDOM.setURL(
    `http://127.0.0.1:${(c.t.app.server.address() as AddressInfo).port}/`,
  );
  modules = await loadModules();
  const [fetching, finished] = [
    await c.addDevice({ devicetype: DEVICE_TYPE.ledScreen }),
    await c.addDevice({ devicetype: DEVICE_TYPE.ledScreen }),
  ];
  const call = async (path: string, json: unknown) => {
    const answer = await c.t.post(`/remote/program/${path}`, { token: c.tenant.token, json });
    expect(answer.statusCode, answer.body.message).toBe(200);
    return answer.body.data;
  };
  programId = (await call('add', programOf('Night safety'))).id;
  await call('submit', { id: programId });
  await call('review', { id: programId, approve: true });
  const published = await call('publish', { id: programId, devicecodes: [fetching.code, finished.code] });
  commandId = published.command.commandid;
  // Both screens poll for it over HTTP; one is still fetching the files, 40 % of them, the other plays.
  const device = (token: string, method: 'GET' | 'POST', path: string, payload?: object) =>
    c.t.app.inject({ method, url: `/api/v1/${token}/${path}`, ...(payload ? { payload } : {}) });
  await device(fetching.token, 'GET', 'rpc?timeout=1000');
  const request = (await device(finished.token, 'GET', 'rpc?timeout=1000')).json() as { id: number };
  const progress = { downloadProgramId: programId, downloadVersion: 1, downloadPercent: 40 };
  expect((await device(fetching.token, 'POST', 'telemetry', progress)).statusCode).toBe(200);
  expect((await device(finished.token, 'POST', `rpc/${request.id}`, { ok: true })).statusCode).toBe(200);
  await c.reach(commandId, finished.code, 'succeeded');
  await c.t.settled();
  modules.tokens.save((await c.t.signInTokens('publish_watcher', c.tenant.password)).body.data, Date.now());
});
afterAll(async () => {
  cleanup();
  await c.close();
});

describe('the results of a publish', () => {
  it('shows how far a screen that is still fetching the program has come', async () => {
    const { Providers, AntProviders, PublishResults, i18n, texts } = modules;
    await i18n.setUpI18n('zh', texts.featureTexts);
    render(
      <Providers>
        <AntProviders>
          <PublishResults programId={programId} commandId={commandId} />
        </AntProviders>
      </Providers>,
    );
    expect(await screen.findByText('下载中 40 %')).toBeTruthy();
    expect(screen.getAllByText(/下载中/)).toHaveLength(1);
  });
});
