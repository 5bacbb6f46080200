import { DEFAULT_MONEY_TYPE } from "@mp/money";
import type { Reader } from "@mp/texts";
import { type Ctx, memo } from "../../platform/context.js";
import { moneyRates } from "./money-rates.js";

/**
 * Who reads the request's answer: its language (Lang), money type (mtype) and that type's rate,
 * so that texts the server keeps as keys (ledger records, notices, order events) are rendered as
 * the screens show money. The rates are read once per request, and only for another money type.
 */
export function readerOf(ctx: Ctx): Promise<Reader> {
  return memo(ctx, "reader", async () => ({
    lang: ctx.lang,
    mtype: ctx.mtype,
    rates: ctx.mtype === DEFAULT_MONEY_TYPE ? {} : await moneyRates(ctx.db),
  }));
}
