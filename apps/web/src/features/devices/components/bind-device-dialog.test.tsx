import type { AddressInfo } from 'node:net';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../../../server/src/test/accounts-fixture';
import { addManufacturer, registerFactoryDevice } from '../../../../../server/src/test/manufacturers-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../../../../server/src/test/test-app';

/** happy-dom's handle on the page, which the DOM types do not know. */
interface HappyDomWindow {
  happyDOM: { setURL(url: string): void };
}

let t: TestApp;
let project: number;
let modules: Awaited<ReturnType<typeof loadModules>>;

/** The app's modules read the page's address when they load, so they load after it is set. */
async function loadModules() {
  const [{ tokens }, { queryClient }, { Providers }, { AntProviders }, { BindDeviceDialog }, i18n, texts] =
    await Promise.all([
      import('../../../shared/api/api'),
      import('../../../shared/api/query-client'),
      import('../../../app/providers'),
      import('../../../shared/components/ant-providers'),
      import('./bind-device-dialog'),
      import('../../../shared/i18n/i18n'),
      import('../../../app/feature-texts'),
    ]);
  await i18n.setUpI18n('en', texts.featureTexts);
  return { tokens, queryClient, Providers, AntProviders, BindDeviceDialog };
}

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  (window as unknown as HappyDomWindow).happyDOM.setURL(
    `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/`,
  );
  modules = await loadModules();
  const admin = await t.signIn('admin', ADMIN_PASSWORD);
  const maker = await createAccount(t, admin, { username: 'dialog_maker', role: 'manufacturer' });
  await addManufacturer(t, admin, 'Dialog Works', maker.id);
  await registerFactoryDevice(t, maker.token, 'DLG-0001', { verifycode: 'H7KP-2QWX' });
  const created = await t.post('/remote/project/add', { token: admin, form: { name: 'Dialog project' } });
  project = created.body.data.id;
  modules.tokens.save((await t.signInTokens('admin', ADMIN_PASSWORD)).body.data, Date.now());
});
afterEach(() => cleanup());
afterAll(() => t.close());

function open(onClose: () => void = () => {}) {
  const { Providers, AntProviders, BindDeviceDialog } = modules;
  render(
    <Providers>
      <AntProviders>
        <BindDeviceDialog open projectid={project} onClose={onClose} />
      </AntProviders>
    </Providers>,
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the bind-by-code dialog', () => {
  it('asks for the number and the code, then shows the refusal of a wrong pair', async () => {
    open();
    await screen.findByText('Dialog project');
    fireEvent.click(screen.getByRole('button', { name: 'Bind' }));
    await screen.findByText('please enter the device number');
    await screen.findByText('please enter the verification code');
    type('Device number', 'DLG-0001');
    type('Verification code', 'WRONG-CODE');
    fireEvent.click(screen.getByRole('button', { name: 'Bind' }));
    await screen.findByText('device number and verification code do not match a factory device');
    expect(screen.queryByRole('button', { name: /Copy/ })).toBeNull();
  });

  it('binds the right pair and shows the access token once, with a copy button', async () => {
    let closed = 0;
    open(() => {
      closed += 1;
    });
    await screen.findByText('Dialog project');
    type('Device number', 'DLG-0001');
    type('Verification code', 'H7KP-2QWX');
    fireEvent.click(screen.getByRole('button', { name: 'Bind' }));
    await screen.findByText('Device DLG-0001 bound: access token');
    await screen.findByText(/it is shown only this once/);
    await screen.findByRole('button', { name: /Copy/ });
    const token = await waitFor(() => {
      const value = (screen.getByLabelText('Access token') as HTMLInputElement).value;
      expect(value.length).toBeGreaterThanOrEqual(20);
      return value;
    });
    const stored = await t.get('/remote/device/detail', {
      token: modules.tokens.get()?.accessToken,
      query: { devicecode: 'DLG-0001' },
    });
    expect(stored.body.data.projectid).toBe(project);
    expect(token.endsWith(stored.body.data.tokenhint)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(closed).toBe(1);
  });
});
