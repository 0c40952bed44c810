import type { AddressInfo } from 'node:net';
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommandTest, startCommandTest } from '../../../../../server/src/test/commands-fixture';

/** happy-dom's handle on the page, which the DOM types do not know. */
interface HappyDomWindow {
  happyDOM: { setURL(url: string): void };
}

let c: CommandTest;
let silent: string;

/** The app's modules read the page's address when they load, so they load after it is set. */
async function loadModules() {
  const [{ tokens }, { Providers }, { AntProviders }, { CommandHistory }, i18n, texts] = await Promise.all([
    import('../../../shared/api/api'),
    import('../../../app/providers'),
    import('../../../shared/components/ant-providers'),
    import('./command-history'),
    import('../../../shared/i18n/i18n'),
    import('../../../app/feature-texts'),
  ]);
  return { tokens, Providers, AntProviders, CommandHistory, i18n, texts };
}
let modules: Awaited<ReturnType<typeof loadModules>>;

beforeAll(async () => {
  c = await startCommandTest('history_reader');
  await c.t.app.listen({ port: 0, host: '127.0.0.1' });
  (window as unknown as HappyDomWindow).happyDOM.setURL(
    `http://127.0.0.1:${(c.t.app.server.address() as AddressInfo).port}/`,
  );
  modules = await loadModules();
  const device = await c.addDevice();
  silent = device.code;
  const answer = await c.send({
    devicecodes: [silent],
    method: 'switch',
    params: { on: true },
    waitoffline: true,
    ttl: 30,
  });
  c.advanceClock(31_000);
  await c.reach(answer.body.data.commandid as number, silent, 'expired');
  modules.tokens.save((await c.t.signInTokens('history_reader', c.tenant.password)).body.data, Date.now());
});
afterAll(async () => {
  cleanup();
  await c.close();
});

describe('the command history of a device', () => {
  it('tells a command that expired unanswered, and what it asked, in the reader’s language', async () => {
    const { Providers, AntProviders, CommandHistory, i18n, texts } = modules;
    await i18n.setUpI18n('zh', texts.featureTexts);
    render(
      <Providers>
        <AntProviders>
          <CommandHistory devicecode={silent} />
        </AntProviders>
      </Providers>,
    );
    expect(await screen.findByText('指令过期前设备未应答')).toBeTruthy();
    expect(screen.getByText('已过期')).toBeTruthy();
    expect(screen.getByText('开灯', { selector: 'td' })).toBeTruthy();
    expect(screen.queryByText(/no answer before/)).toBeNull();
  });
});
