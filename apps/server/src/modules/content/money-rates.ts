import { moneyRatesBody } from "@mp/contracts";
import { MONEY_TYPES } from "@mp/money";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { type Ctx, inTransaction } from "../../platform/context.js";
import type { Db } from "../../platform/db/index.js";
import { AppError, ok, parse } from "../../platform/http/index.js";
import { routeDocs } from "../../platform/http/route-docs.js";
import { getSetting, putSetting } from "../../platform/settings/index.js";
import { audit, requireStaff } from "../staff/index.js";
import { DEFAULT_MONEY_RATES } from "./defaults.js";

/**
 * Money-type rates (docs/rules.md#money-rates): units of each money type per 1 USD under the
 * setting `money_rates`, read by `common/init` per request (no cache). USD is always 1.
 */
const KEY = "money_rates";
/** the money types with a rate to keep (USD is the unit) */
const RATED = MONEY_TYPES.filter((m) => m.currency !== "USD");

export const moneyRates = (db: Db) => getSetting(db, KEY, DEFAULT_MONEY_RATES);

const view = (rates: Record<string, string>) => ({
  rates: RATED.map((m) => ({ code: m.code, currency: m.currency, symbol: m.symbol, rate: rates[m.code] ?? "1" })),
  usd: "1",
});

/** `/api/admin/rules/money_rates` (finance) */
export async function readMoneyRates(ctx: Ctx) {
  await requireStaff(ctx, ["finance"]);
  return view(await moneyRates(ctx.db));
}

/** `/api/admin/rules/money_rates_save` {rates: {rb: "150.00", ...}}: every money type but USD, each > 0, at most 6 decimals. */
export async function saveMoneyRates(ctx: Ctx, input: unknown) {
  const staff = await requireStaff(ctx, ["finance"]);
  const { rates } = parse(moneyRatesBody, input);
  const codes = RATED.map((m) => m.code);
  const unknown = Object.keys(rates).find((c) => !codes.includes(c));
  if (unknown) throw new AppError("rate_invalid", { field: unknown });
  const missing = codes.find((c) => rates[c] === undefined);
  if (missing) throw new AppError("rate_invalid", { field: missing });
  const next = Object.fromEntries(codes.map((c) => [c, rates[c] as string]));
  await inTransaction(ctx, async (tx) => {
    await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`setting:${KEY}`}))`);
    const before = await moneyRates(tx.db);
    await putSetting(tx.db, KEY, next);
    await audit(tx, staff.id, "rules.money_rates", `setting:${KEY}`, { before, after: next });
  });
  return view(next);
}

const doc = routeDocs("Staff: rules");

export async function moneyRatesRoutes(app: FastifyInstance): Promise<void> {
  app.post("/api/admin/rules/money_rates", doc("Money types and rates", "staff", "none"), async (req) =>
    ok(await readMoneyRates(req.ctx)),
  );
  app.post("/api/admin/rules/money_rates_save", doc("Save the money rates", "staff", moneyRatesBody), async (req) =>
    ok(await saveMoneyRates(req.ctx, req.body), "Saved"),
  );
}
