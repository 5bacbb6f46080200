import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import argon2 from "argon2";
import { hashGate, pinGate } from "./hash-gate.js";

/**
 * The six-digit payment (fund) password: argon2id keyed with a secret kept outside the database.
 *
 * A six-digit PIN has only 10^6 values, so the hash's cost cannot protect it: at the login
 * password's cost (about 25 ms) one core tries them all in 7 hours. What protects it is the key
 * (argon2's `secret`, 32 random bytes): without it a copy of the database cannot be searched at
 * all, at any cost. With the key doing that work, the cost is set low (1 MiB, 1 pass, about
 * 0.5 ms), so a payment no longer spends 25 ms of CPU on the hash (bench/README.md, checkout),
 * and online guessing stays limited to five tries (accounts/password-tries.ts).
 *
 * The stored string is a standard argon2id hash whose associated data (`data=`) names the key
 * (the first 6 bytes of its SHA-256), so a hash made with another key is told apart from a wrong
 * PIN. Hashes from before keying (no `data=`) still verify and are re-hashed at the next success.
 */
const PIN_ARGON = { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;
const KEY_BYTES = 32;

export interface PinKey {
  secret: Buffer;
  /** names the key inside each hash */
  id: Buffer;
}

const keyFromSecret = (secret: Buffer): PinKey => ({
  secret,
  id: createHash("sha256").update(secret).digest().subarray(0, 6),
});

/** Reads PAY_PASSWORD_KEY (64 hex digits) when given. */
export function parsePinKey(hex: string): PinKey {
  if (!/^[0-9a-f]{64}$/i.test(hex)) throw new Error("PAY_PASSWORD_KEY must be 64 hexadecimal digits (32 bytes)");
  return keyFromSecret(Buffer.from(hex, "hex"));
}

const fileKeys = new Map<string, Promise<PinKey>>();

/**
 * The key kept in a file (created with 32 random bytes on first use, readable by the owner only).
 * Several processes on one database must share it: the same DATA_DIR, or PAY_PASSWORD_KEY.
 */
export function pinKeyFromFile(file: string): Promise<PinKey> {
  let key = fileKeys.get(file);
  if (!key) {
    key = loadOrCreate(file);
    fileKeys.set(file, key);
    key.catch(() => fileKeys.delete(file));
  }
  return key;
}

async function loadOrCreate(file: string): Promise<PinKey> {
  await mkdir(path.dirname(file), { recursive: true });
  try {
    await writeFile(file, `${randomBytes(KEY_BYTES).toString("hex")}\n`, { flag: "wx", mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  }
  return parsePinKey((await readFile(file, "utf8")).trim());
}

/** The key a config names: PAY_PASSWORD_KEY, or the key file under DATA_DIR. */
export function pinKeyOf(cfg: { payPasswordKey: { hex: string } | { file: string } }): Promise<PinKey> {
  const k = cfg.payPasswordKey;
  return "hex" in k ? Promise.resolve(parsePinKey(k.hex)) : pinKeyFromFile(k.file);
}

export const hashPin = (plain: string, key: PinKey): Promise<string> =>
  pinGate(() => argon2.hash(plain, { ...PIN_ARGON, secret: key.secret, associatedData: key.id }));

const keyIdOf = (hash: string): string | null => /[$,]data=([A-Za-z0-9+/]+)/.exec(hash)?.[1] ?? null;
const b64 = (b: Buffer) => b.toString("base64").replace(/=+$/, "");

/** Whether a stored hash should be made again with the current key and cost (made before keying). */
export const pinNeedsRehash = (hash: string): boolean => keyIdOf(hash) === null;

/**
 * True when `plain` is the PIN of `hash`. A hash made with another key is a configuration fault
 * (processes with different keys on one database), not a wrong PIN: it throws.
 */
export async function verifyPin(hash: string, plain: string, key: PinKey): Promise<boolean> {
  const kid = keyIdOf(hash);
  if (kid !== null && kid !== b64(key.id))
    throw new Error("payment password hashed with another PAY_PASSWORD_KEY: give every process the same key");
  try {
    // a hash from before keying has the login password's cost: it waits at that gate
    if (kid === null) return await hashGate(() => argon2.verify(hash, plain));
    return await pinGate(() => argon2.verify(hash, plain, { secret: key.secret }));
  } catch {
    return false;
  }
}
