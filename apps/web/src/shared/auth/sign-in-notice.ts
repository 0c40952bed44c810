import { useSyncExternalStore } from 'react';

const NONE: readonly string[] = [];
let notices = NONE;
const listeners = new Set<() => void>();

function changeTo(next: readonly string[]): void {
  notices = next;
  for (const listener of listeners) listener();
}

/**
 * Why the user was sent to the sign-in page (the server refused the token, the guard could not
 * load the user): the page that knew it is gone by the time the sign-in page shows, so the reasons
 * wait here, each once, to be shown there.
 */
export function leaveSignInNotice(message: string): void {
  if (!notices.includes(message)) changeTo([...notices, message]);
}

export function clearSignInNotices(): void {
  changeTo(NONE);
}

export function useSignInNotices(): readonly string[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => notices,
  );
}
