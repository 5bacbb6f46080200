import type { BondRefundState, BondRefundView } from "@mp/contracts";
import { unixSeconds } from "../../platform/http/index.js";
import type { BondRefundRow } from "./bond.repo.js";
import { money } from "./levels.js";

export const presentRefund = (r: BondRefundRow): BondRefundView => ({
  id: r.id,
  shop_id: r.shopId,
  money: money(r.amountMinor),
  state: r.state as BondRefundState,
  reason: r.reason,
  createtime: unixSeconds(r.createdAt),
  reviewtime: r.reviewedAt ? unixSeconds(r.reviewedAt) : null,
});
