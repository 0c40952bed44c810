import { hash, verify } from '@node-rs/argon2';

/** argon2id with the parameters OWASP recommends for interactive sign-in (19 MiB, 2 passes). */
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export class PasswordHasher {
  private dummy: Promise<string> | undefined;

  hash(password: string): Promise<string> {
    return hash(password, options);
  }

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
