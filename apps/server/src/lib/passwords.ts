import { hash, verify } from '@node-rs/argon2';

// Argon2id with the library's defaults (m=19 MiB, t=2, p=1), OWASP's recommended minimum.
export const hashPassword = (password: string) => hash(password);

/** A hash of nothing, so unknown emails cost the same time as wrong passwords. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null, password: string) {
  if (!storedHash) {
    dummyHash ??= hash('no-such-account-Password1');
    await verify(await dummyHash, password);
    return false;
  }
  return verify(storedHash, password);
}
