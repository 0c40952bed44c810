import type { AddressInfo } from 'node:net';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createHashRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../../server/src/test/test-app';

/** happy-dom's handle on the page, which the DOM types do not know. */
interface HappyDomWindow {
  happyDOM: { setURL(url: string): void };
}

let t: TestApp;
let modules: Awaited<ReturnType<typeof loadApp>>;

/** The app's modules read the page's address when they load, so they load after it is set. */
async function loadApp() {
  const [{ tokens }, { queryClient }, { Providers }, { RequireSession }, { LoginRoute }, i18n, entry] =
    await Promise.all([
      import('../shared/api/api'),
      import('../shared/api/query-client'),
      import('./providers'),
      import('./require-session'),
      import('../features/auth/pages/login-route'),
      import('../shared/i18n/i18n'),
      import('../shared/auth/login-entry'),
    ]);
  await i18n.setUpI18n('en');
  return { tokens, queryClient, Providers, RequireSession, LoginRoute, rememberBrand: entry.rememberBrand };
}

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  (window as unknown as HappyDomWindow).happyDOM.setURL(
    `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/`,
  );
  modules = await loadApp();
});
afterEach(() => {
  cleanup();
  modules.queryClient.clear();
  localStorage.clear();
});
afterAll(() => t.close());

/** The guarded part of the app at `path`, with two brands' sign-in pages beside it. */
function openAt(path: string) {
  const { Providers, RequireSession, LoginRoute } = modules;
  window.location.hash = path;
  const router = createHashRouter([
    { path: '/login', element: <LoginRoute brand="default" /> },
    { path: '/login-sy', element: <LoginRoute brand="sy" /> },
    {
      path: '/*',
      element: (
        <RequireSession>
          <p>guarded page</p>
        </RequireSession>
      ),
    },
  ]);
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

async function signIn() {
  const answer = await t.signInTokens('admin', ADMIN_PASSWORD);
  modules.tokens.save(answer.body.data, Date.now());
}

describe('the sign-in guard', () => {
  it('sends a visitor without a token to /login with the page as redirect', async () => {
    openAt('/system/audit?page=2');
    await waitFor(() => expect(window.location.hash).toBe('#/login?redirect=%2Fsystem%2Faudit%3Fpage%3D2'));
    await screen.findByRole('heading', { name: 'Lamplighter street-light platform' });
    expect(screen.queryByText('guarded page')).toBeNull();
  });

  it('loads the user and the menu first, then shows the page', async () => {
    await signIn();
    openAt('/system/audit');
    expect(screen.queryByText('guarded page')).toBeNull();
    await screen.findByText('guarded page');
    expect(modules.queryClient.getQueryData(['user', 'info'])).toMatchObject({ username: 'admin' });
    expect(modules.queryClient.getQueryData(['user', 'menutree', 'en'])).toEqual(expect.any(Array));
  });

  it('leads a signed-in user from a sign-in page home', async () => {
    await signIn();
    openAt('/login-sy');
    await screen.findByText('guarded page');
    expect(window.location.hash).toBe('#/');
  });

  it('clears a token the server refuses and returns to the remembered brand with the page', async () => {
    await signIn();
    modules.rememberBrand('sy');
    await t.post('/remote/logout', { token: modules.tokens.get()?.accessToken });
    openAt('/system/account');
    await screen.findByRole('heading', { name: 'Street-light platform (SY)' });
    expect(window.location.hash).toBe('#/login-sy?redirect=%2Fsystem%2Faccount');
    expect(modules.tokens.get()).toBeUndefined();
    await screen.findByText('verification failed, please log in again');
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.getAllByText('verification failed, please log in again')).toHaveLength(1);
  });
});
