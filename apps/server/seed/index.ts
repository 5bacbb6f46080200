import { count } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Config } from "../src/config.js";
import { accountsAdmin, findUserByEmail } from "../src/modules/accounts/index.js";
import { adoptBrandTexts } from "../src/modules/catalogue/index.js";
import { seedDemoCoupons } from "../src/modules/coupons/index.js";
import { seedDemoNotices } from "../src/modules/messages/index.js";
import { countStaff, createStaff } from "../src/modules/staff/index.js";
import { asOf } from "../src/platform/clock.js";
import type { Db } from "../src/platform/db/index.js";
import type { FileStorage } from "../src/platform/uploads/index.js";
import { categories, categoryNames } from "../src/schema.js";
import { seedAgreements } from "./agreements/seed-agreements.js";
import { seedDemoCatalogue } from "./catalogue/index.js";
import { CATEGORY_LANGS, TOP_CATEGORIES } from "./categories.js";
import { seedHistory } from "./history.js";
import { seedShopBonds } from "./shop-bonds.js";

/** how long ago the demo logins joined: before the month of history */
const DEMO_PEOPLE_SINCE_DAYS = 90;

/** the spec's hidden categories start hidden (the console's hidden flag can change it) */
const HIDDEN_AT_START = new Set([15, 16, 20]);

export const DEMO_LOGINS = [
  { who: "shopper", account: "shopper@demo.test", password: "shopper123", nickname: "DemoShopper" },
  { who: "merchant", account: "merchant@demo.test", password: "merchant123", nickname: "DemoMerchant" },
  { who: "staff", account: "admin@demo.test", password: "admin12345", nickname: "Demo Admin" },
] as const;

/** Base content every install needs: the agreement pages in every language. Idempotent. */
export async function seedBase(db: Db): Promise<void> {
  await seedAgreements(db);
}

export async function seedCategories(db: Db): Promise<void> {
  const [row] = await db.select({ n: count() }).from(categories);
  if (Number(row?.n ?? 0) > 0) return;
  await db.insert(categories).values(
    TOP_CATEGORIES.map((c) => ({
      id: c.id,
      parentId: null,
      name: c.names[0] as string,
      sort: c.id,
      visible: !HIDDEN_AT_START.has(c.id),
    })),
  );
  await db
    .insert(categoryNames)
    .values(
      TOP_CATEGORIES.flatMap((c) =>
        CATEGORY_LANGS.map((lang, i) => ({ categoryId: c.id, lang, name: c.names[i] as string })),
      ),
    );
}

export interface SeedOptions {
  /** where the demo catalogue's pictures are written (keys public/seed/…: the folder or the bucket) */
  storage: FileStorage;
  /** the app the demo history calls (in-process), and its config; without them there is no history */
  app?: FastifyInstance;
  config?: Config;
}

/**
 * Seeds on start. With SEED=demo an empty database gets the demo accounts and catalogue;
 * a database that has them keeps its data. Returns the demo logins to print.
 */
export async function seed(db: Db, mode: "demo" | "none", opts: SeedOptions) {
  await seedBase(db);
  if (mode === "none") return { logins: [] as (typeof DEMO_LOGINS)[number][] };
  await seedCategories(db);
  // the demo people have been here since before the month of history
  await asOf(new Date(Date.now() - DEMO_PEOPLE_SINCE_DAYS * 86_400_000), async () => {
    for (const l of DEMO_LOGINS) {
      if (l.who === "staff") {
        if ((await countStaff(db)) === 0)
          await createStaff(db, { email: l.account, name: l.nickname, role: "admin", password: l.password });
      } else if (!(await findUserByEmail(db, l.account))) {
        await accountsAdmin.createUserDirect(db, { email: l.account, password: l.password, nickname: l.nickname });
      }
    }
  });
  // a fresh demo catalogue: its shops pay the bonds of the levels their goods need
  const fresh = await seedDemoCatalogue(db, { storage: opts.storage, merchantEmail: "merchant@demo.test" });
  if (fresh) await seedShopBonds(db);
  await adoptBrandTexts(db);
  // demo coupons: platform ones and two for each of the first two shops (skipped once any exist)
  await seedDemoCoupons(db, [1, 2]);
  const shopper = await findUserByEmail(db, "shopper@demo.test");
  if (shopper) await seedDemoNotices(db, shopper.id);
  // a month of orders, refunds and settlements, through the API on the day each happened
  if (fresh && opts.app && opts.config && opts.config.seedHistoryDays > 0) {
    const [staff, merchant] = [DEMO_LOGINS[2], DEMO_LOGINS[1]];
    await seedHistory({
      app: opts.app,
      db,
      config: opts.config,
      days: opts.config.seedHistoryDays,
      staff: { account: staff.account, password: staff.password },
      merchant: { email: merchant.account, password: merchant.password },
    });
  }
  return { logins: [...DEMO_LOGINS] };
}
