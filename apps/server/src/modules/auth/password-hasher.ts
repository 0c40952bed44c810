import { hash, verify } from '@node-rs/argon2';
import type { Config } from '../../config';

/**
 * argon2id. `standard`: what OWASP recommends for interactive sign-in (19 MiB, 2 passes).
 * `test`: the least argon2 accepts, so that automated tests sign in by the hundred; the
 * configuration refuses it outside them.
 */
const costs = {
  standard: { memoryCost: 19456, timeCost: 2 },
  test: { memoryCost: 64, timeCost: 1 },
} as const satisfies Record<Config['passwordHashCost'], { memoryCost: number; timeCost: number }>;

export class PasswordHasher {
  private dummy: Promise<string> | undefined;
  private readonly options;

  constructor(cost: Config['passwordHashCost'] = 'standard') {
    this.options = { algorithm: 2, parallelism: 1, ...costs[cost] } as const;
  }

  hash(password: string): Promise<string> {
    return hash(password, this.options);
  }

  /** Checks with the cost stored in the hash, whatever this hasher's cost. */
  async verify(storedHash: string, password: string): Promise<boolean> {
    try {
      return await verify(storedHash, password);
    } catch {
      return false;
    }
  }

  /** Spends the same time as a real check, so that an unknown username cannot be told apart. */
  async verifyNobody(password: string): Promise<false> {
    this.dummy ??= this.hash('lamplighter-timing-equaliser');
    await this.verify(await this.dummy, password);
    return false;
  }
}
