/**
 * Ledger account codes (docs/money.md). Every account is named by its purpose and owner;
 * the kind decides whether it may go below zero (only platform and external accounts may).
 */
export type AccountKind = "wallet" | "withdraw_hold" | "settlement" | "bond" | "platform" | "external";

export const PLATFORM_ACCOUNTS = [
  "platform:supplier",
  "platform:fees",
  "platform:promotions",
  "platform:adjustments",
] as const;
export const EXTERNAL_ACCOUNTS = ["external:recharge", "external:payout"] as const;

export const walletOf = (userId: number) => `wallet:${userId}`;
export const holdOf = (userId: number) => `withdraw_hold:${userId}`;
export const settlementOf = (shopId: number) => `settlement:${shopId}`;
export const bondOf = (shopId: number) => `bond:${shopId}`;

const KINDS: AccountKind[] = ["wallet", "withdraw_hold", "settlement", "bond", "platform", "external"];
const NAMED = new Set<string>([...PLATFORM_ACCOUNTS, ...EXTERNAL_ACCOUNTS]);

/** Parses and validates a code; a typo is a programming error, so it throws. */
export function parseAccountCode(code: string): { kind: AccountKind; ownerId: number | null } {
  const [kind, owner] = code.split(":") as [string, string | undefined];
  if (!KINDS.includes(kind as AccountKind) || !owner) throw new Error(`unknown ledger account ${code}`);
  if (kind === "platform" || kind === "external") {
    if (!NAMED.has(code)) throw new Error(`unknown ledger account ${code}`);
    return { kind, ownerId: null };
  }
  if (!/^[1-9]\d{0,9}$/.test(owner)) throw new Error(`bad owner in ledger account ${code}`);
  return { kind: kind as AccountKind, ownerId: Number(owner) };
}

export const mayGoNegative = (kind: AccountKind) => kind === "platform" || kind === "external";
