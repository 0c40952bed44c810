import type { AddressInfo } from 'node:net';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { createHashRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../../../../server/src/test/test-app';

/** happy-dom's handle on the page, which the DOM types do not know. */
interface HappyDomWindow {
  happyDOM: { setURL(url: string): void };
}

let t: TestApp;
let modules: Awaited<ReturnType<typeof loadApp>>;
/** The server draws captchas whose answers the test knows; the real pictures stay unreadable. */
let drawn = 0;
/** The server's clock: the wait after repeated failures passes when the test moves it on. */
let clock = Date.now();
const answerOf = (n: number) => `Pic${n}`;

async function loadApp() {
  const [{ queryClient }, { Providers }, { LoginRoute }, i18n] = await Promise.all([
    import('../../../shared/api/query-client'),
    import('../../../app/providers'),
    import('./login-route'),
    import('../../../shared/i18n/i18n'),
  ]);
  await i18n.setUpI18n('en');
  return { queryClient, Providers, LoginRoute };
}

beforeAll(async () => {
  t = await startTestApp(
    {},
    {
      now: () => clock,
      captchas: () => {
        drawn += 1;
        return {
          text: answerOf(drawn),
          svg: `<svg xmlns="http://www.w3.org/2000/svg"><text>${drawn}</text></svg>`,
        };
      },
    },
  );
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

function openSignIn() {
  const { Providers, LoginRoute } = modules;
  window.location.hash = '/login';
  const router = createHashRouter([
    { path: '/login', element: <LoginRoute brand="default" /> },
    { path: '/*', element: <p>home page</p> },
  ]);
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

const pictureSource = () => screen.getByRole('img', { name: 'Captcha picture' }).getAttribute('src');

const fill = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function submit(password: string, captcha?: string) {
  fill('Account', 'admin');
  fill(/^Password$/, password);
  if (captcha !== undefined) fill('Characters in the picture', captcha);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  });
}

describe('the sign-in captcha', () => {
  it('appears after the third failure, asks for the characters, takes a new picture, and lets the right answer in', async () => {
    openSignIn();
    await screen.findByRole('heading', { name: 'Lamplighter street-light platform' });
    for (let attempt = 1; attempt <= 2; attempt++) {
      await submit(`Wrong#pass${attempt}`);
      await screen.findAllByText('wrong username or password');
      expect(screen.queryByRole('img', { name: 'Captcha picture' })).toBeNull();
    }
    await submit('Wrong#pass3');
    const first = (await screen.findByRole('img', { name: 'Captcha picture' })).getAttribute('src');
    expect(first).toMatch(/^data:image\/svg\+xml/);

    await submit(ADMIN_PASSWORD, '');
    expect(screen.getByText('enter the characters shown in the picture')).toBeTruthy();
    expect(screen.getByLabelText('Characters in the picture').getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Show another picture' }));
    await waitFor(() => expect(pictureSource()).not.toBe(first));
    const refused = pictureSource();

    clock += 1000;
    await submit(ADMIN_PASSWORD, 'nope');
    await screen.findAllByText(
      'the characters do not match the picture or it has expired; enter those of the new picture',
    );
    await waitFor(() => expect(pictureSource()).not.toBe(refused));
    expect(pictureSource()).toContain(`%3E${drawn}%3C`);
    await submit(ADMIN_PASSWORD, answerOf(drawn).toLowerCase());
    await screen.findByText('home page');
  });

  it('speaks Chinese: the label, the picture and the button', async () => {
    await act(async () => {
      await i18next.changeLanguage('zh');
    });
    openSignIn();
    fill('账号', 'admin');
    fill(/^密码$/, 'Wrong#pass9');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    });
    await screen.findByRole('img', { name: '验证码图片' });
    expect(screen.getByLabelText('验证码')).toBeTruthy();
    expect(screen.getByRole('button', { name: '换一张' })).toBeTruthy();
    await act(async () => {
      await i18next.changeLanguage('en');
    });
  });
});
