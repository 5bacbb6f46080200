import type { FinanceReport, Page, PendingSettlementPage, SettledOrder } from "@mp/contracts/constants";
import { apiPost } from "../../../lib/api-client";

export type {
  FinanceFigures,
  FinanceReport,
  PendingSettlement,
  PendingSettlementPage,
  SettledOrder,
} from "@mp/contracts/constants";

const S = "/api/wanlshop/shop";

/** The merchant's settlement and finance calls (docs/api.md#shop-finance). */
export const financeApi = {
  pending: (page: number, limit?: number) => apiPost<PendingSettlementPage>(`${S}/settle/pending`, { page, limit }),
  settled: (page: number, limit?: number) => apiPost<Page<SettledOrder>>(`${S}/settle/list`, { page, limit }),
  report: (body: { by: "day" | "month"; from: string; to: string }) =>
    apiPost<FinanceReport>(`${S}/finance/report`, body),
};
