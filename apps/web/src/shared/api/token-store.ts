import type { TokenPair } from '@lamplighter/contract';

export interface StoredTokens {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds. */
  accessExpiresAt: number;
  refreshExpiresAt: number;
}

/** Where the tokens live: localStorage in the browser, memory in tests. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const KEY = 'lamplighter.tokens';

export class TokenStore {
  constructor(private readonly storage: KeyValueStorage) {}

  get(): StoredTokens | undefined {
    const text = this.storage.getItem(KEY);
    if (!text) return undefined;
    try {
      return JSON.parse(text) as StoredTokens;
    } catch {
      this.storage.removeItem(KEY);
      return undefined;
    }
  }

  save(pair: TokenPair, now: number): StoredTokens {
    const tokens = {
      accessToken: pair.access_token,
      refreshToken: pair.refresh_token,
      accessExpiresAt: now + pair.expires_in * 1000,
      refreshExpiresAt: now + pair.refresh_expires_in * 1000,
    };
    this.storage.setItem(KEY, JSON.stringify(tokens));
    return tokens;
  }

  clear(): void {
    this.storage.removeItem(KEY);
  }
}

export function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}
