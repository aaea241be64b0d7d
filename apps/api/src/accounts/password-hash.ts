import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's minimum settings (19 MiB, 2 passes): about 20-40 ms here. */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

let dummyHash: Promise<string> | undefined;

/**
 * True when the password matches. An account without a password (or no account) still costs one
 * argon2 verification, so response times do not tell which e-mails exist.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('not-a-password-of-anyone');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
