import type { AddressInfo } from 'node:net';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../../../../server/src/test/accounts-fixture';
import { addDevice, addProject } from '../../../../../server/src/test/inventory-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../../../../server/src/test/test-app';

/**
 * The PTZ pad against the real server. Its camera is not connected (a browser test environment
 * cannot open MQTT connections): the answered position is seen in the browser tests, on the demo
 * fleet's PTZ camera.
 */

/** happy-dom's handle on the page, which the DOM types do not know. */
interface HappyDomWindow {
  happyDOM: { setURL(url: string): void };
}

let t: TestApp;
let operator: CreatedAccount;
let viewer: CreatedAccount;
let camera: number;
let modules: Awaited<ReturnType<typeof loadModules>>;

/** The app's modules read the page's address when they load, so they load after it is set. */
async function loadModules() {
  const [
    { tokens },
    { queryClient },
    { userInfoQuery },
    { Providers },
    { AntProviders },
    { PtzControls },
    i18n,
    texts,
  ] = await Promise.all([
    import('../../../shared/api/api'),
    import('../../../shared/api/query-client'),
    import('../../../shared/api/queries'),
    import('../../../app/providers'),
    import('../../../shared/components/ant-providers'),
    import('./ptz-controls'),
    import('../../../shared/i18n/i18n'),
    import('../../../app/feature-texts'),
  ]);
  const i18next = await i18n.setUpI18n('en', texts.featureTexts);
  return { tokens, queryClient, userInfoQuery, Providers, AntProviders, PtzControls, i18next };
}

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  (window as unknown as HappyDomWindow).happyDOM.setURL(
    `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/`,
  );
  modules = await loadModules();
  const admin = await t.signIn('admin', ADMIN_PASSWORD);
  operator = await createAccount(t, admin, { username: 'ptz_operator' });
  viewer = await createAccount(t, operator.token, { username: 'ptz_watcher', role: 'user' });
  const project = (await addProject(t, operator.token)).id;
  camera = (await addDevice(t, operator.token, project, { devicetype: 6 })).device.id;
  await t.post('/remote/camera/update', { token: operator.token, form: { id: camera, ptz: 1 } });
});
afterEach(async () => {
  cleanup();
  modules.queryClient.clear();
  await modules.i18next.changeLanguage('en');
});
afterAll(() => t.close());

async function showAs(account: CreatedAccount) {
  modules.tokens.save((await t.signInTokens(account.username, 'Street#Light42')).body.data, Date.now());
  const { Providers, AntProviders, PtzControls } = modules;
  render(
    <Providers>
      <AntProviders>
        <PtzControls cameraId={camera} name="Gate" />
      </AntProviders>
    </Providers>,
  );
}

describe('the PTZ controls of a camera', () => {
  it('are seven named buttons, in the order the keyboard reaches them', async () => {
    await showAs(operator);
    const group = await screen.findByRole('group', { name: 'Pan, tilt and zoom Gate' });
    const names = [...group.querySelectorAll('button')].map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      'Tilt up',
      'Pan left',
      'Home position',
      'Pan right',
      'Tilt down',
      'Zoom in',
      'Zoom out',
    ]);
  });

  it('say in the reader’s language why the camera did not move', async () => {
    await modules.i18next.changeLanguage('zh');
    await showAs(operator);
    fireEvent.click(await screen.findByRole('button', { name: '向左转' }));
    await screen.findByText('摄像头离线，云台指令未发送');
    await modules.i18next.changeLanguage('en');
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    await screen.findByText('the camera is offline: the step was not sent');
  });

  it('are not shown to someone who may not send commands', async () => {
    await showAs(viewer);
    const { queryClient, userInfoQuery } = modules;
    // The user's permissions are known once the page has asked who is signed in.
    await waitFor(() => expect(queryClient.getQueryState(userInfoQuery.queryKey)?.status).toBe('success'));
    expect(screen.queryByRole('group')).toBeNull();
  });
});
