import { hash, verify } from "@node-rs/argon2";

// argon2id (the library's default algorithm) with OWASP's suggested minimum cost.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/** Verifying against this when the account does not exist keeps the response time the same. */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword("not-a-real-password-for-timing-only");
  return dummy;
}
