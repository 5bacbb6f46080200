import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import argon2 from "argon2";
import { hashGate } from "./hash-gate.js";

/** argon2id with OWASP's recommended minimum cost (19 MiB, 2 passes). */
const ARGON = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (plain: string): Promise<string> => hashGate(() => argon2.hash(plain, ARGON));

/** A hash of a random password, checked when there is no account, so that costs the same work. */
let decoy: Promise<string> | undefined;

/**
 * True when `plain` matches `hash`. Without a hash (no such account) it still runs one argon2id
 * check against a decoy and answers false, so timing does not tell which accounts exist.
 */
export async function verifyPassword(hash: string | null | undefined, plain: string): Promise<boolean> {
  if (!hash) {
    decoy ??= hashPassword(randomBytes(16).toString("hex"));
    const against = await decoy;
    await hashGate(() => argon2.verify(against, plain)).catch(() => false);
    return false;
  }
  try {
    return await hashGate(() => argon2.verify(hash, plain));
  } catch {
    return false;
  }
}

/** Session tokens are opaque random strings; only their SHA-256 is stored. */
export const newToken = (): string => randomBytes(32).toString("base64url");
export const sha256 = (s: string): string => createHash("sha256").update(s).digest("hex");

/** A 6-digit code from a secure random source. */
export const newNumericCode = (digits = 6): string =>
  randomInt(0, 10 ** digits)
    .toString()
    .padStart(digits, "0");

export function safeEqualHex(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Readable random codes (invitation codes): no 0/O/1/I. */
export function newReadableCode(length = 8): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  let out = "";
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}
