import { API_BASE } from '@lamplighter/contract';
import i18next from 'i18next';
import { loginUrl } from '../auth/login-entry';
import { leaveSignInNotice } from '../auth/sign-in-notice';
import { TABLE_SETTINGS_PREFIX } from '../table/column-settings';
import { ApiClient } from './api-client';
import { contractClient } from './contract-client';
import { TokenStore } from './token-store';

type Notify = (message: string, durationMs: number) => void;
let notify: Notify = (message) => console.error(message);

/** The message component registers itself here, so that calls made outside React can show errors. */
export function setErrorNotifier(next: Notify): void {
  notify = next;
}

export const tokens = new TokenStore(localStorage);

/** Current path of the hash router, e.g. `/system/account?x=1`. */
export function currentPath(): string {
  return window.location.hash.replace(/^#/, '') || '/';
}

function isLoginPath(path: string): boolean {
  return /^\/login(-[a-z]+)?(\?|$)/.test(path);
}

/**
 * Sends the user to the remembered brand's sign-in page, keeping where they were. Several calls
 * refused at once all end here: the first one leaves, the others keep its redirect. It waits a
 * moment, so that the page whose call was refused (the guard) can still add its own reason.
 */
export function goToSignIn(): void {
  setTimeout(() => {
    const path = currentPath();
    if (!isLoginPath(path)) window.location.hash = loginUrl(path);
  }, 0);
}

export const api = new ApiClient({
  baseUrl: API_BASE,
  tokens,
  client: { id: 'web', secret: 'web' },
  language: () => (i18next.language === 'zh' ? 'zh' : 'en'),
  showError: (message, durationMs) => notify(message, durationMs),
  onSessionEnded: (message) => {
    leaveSignInNotice(message);
    goToSignIn();
  },
});

/** The calls of every screen, typed by the contract: `call(endpoints.device.list, filter)`. */
export const { call, callForAnswer, download, upload, sendBytes } = contractClient(api);

/** Logout as the seed says: tokens, expiries, stored table settings and the visited views go. */
export async function logout(): Promise<void> {
  await api.signOut();
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(TABLE_SETTINGS_PREFIX)) localStorage.removeItem(key);
  }
  for (const key of Object.keys(sessionStorage)) {
    if (key.startsWith('lamplighter.')) sessionStorage.removeItem(key);
  }
}
