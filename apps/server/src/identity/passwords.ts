import { hash, verify, type Algorithm } from '@node-rs/argon2';

// argon2id with OWASP's minimum parameters (19 MiB, 2 passes, 1 lane): about 30 ms a hash here.
// `Algorithm` is a const enum that isolated modules cannot read; 2 is Argon2id.
const argon2id = 2 as Algorithm;
const options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// Compared against when the account does not exist, so that an unknown e-mail takes as long to refuse
// as a wrong password (no account enumeration by timing).
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    decoyHash ??= hashPassword('decoy password that never matches');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
