import { hashPassword } from "../../src/platform/auth/index.js";
import type { Db } from "../../src/platform/db/index.js";
import { users } from "../../src/schema.js";
import type { Rng } from "./prng.js";
import { DEMO_SHOPS, REVIEWER_NAMES, SEEDED_PASSWORD } from "./shops-data.js";

const DAY = 86_400_000;
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** Invitation codes must be unique; seeded ones come from the PRNG (they are demo data, not secrets). */
export const inviteCode = (rng: Rng) => Array.from({ length: 8 }, () => rng.pick([...CODE_ALPHABET])).join("");

/**
 * Creates the shop owners (shop2@demo.test ...) and the reviewers (reviewer1@demo.test ...),
 * all with one password hashed once. Returns user ids by email.
 */
export async function seedPeople(db: Db, rng: Rng): Promise<Map<string, number>> {
  const passwordHash = await hashPassword(SEEDED_PASSWORD);
  const owners = DEMO_SHOPS.slice(1).map((s, i) => ({ email: `shop${i + 2}@demo.test`, nickname: s.owner }));
  const reviewers = REVIEWER_NAMES.map((nickname, i) => ({ email: `reviewer${i + 1}@demo.test`, nickname }));
  // they joined before the demo's month of history (seed/history.ts), a few months to a year ago
  const joined = (i: number) => new Date(Date.now() - (60 + ((i * 37) % 300)) * DAY);
  const created = await db
    .insert(users)
    .values(
      [...owners, ...reviewers].map((u, i) => ({
        ...u,
        passwordHash,
        inviteCode: inviteCode(rng),
        createdAt: joined(i),
      })),
    )
    .returning({ id: users.id, email: users.email });
  return new Map(created.map((u) => [u.email, u.id]));
}
