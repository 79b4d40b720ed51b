import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id with OWASP's recommended costs (19 MiB, 2 passes).

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a wrong password, not a server error.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a real verification when the account does not exist, so that the response
 * time of a login does not reveal which addresses are registered.
 */
export async function verifyDummyPassword(password: string): Promise<void> {
  dummyHash ??= hash('dummy password that never matches');
  await verifyPassword(await dummyHash, password);
}
