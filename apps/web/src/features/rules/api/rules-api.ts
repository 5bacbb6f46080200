import { apiPost } from "../../../lib/api-client";

/** One row of the store-level table as the console edits it (money in dollars, ratio in per cent). */
export interface LevelRow {
  level: number;
  bond: string;
  profit_ratio: number | string;
  daily_impressions: number;
  product_limit: number | null;
  price_cap: string | null;
}
export interface StoreLevelsView {
  levels: LevelRow[];
  defaults: LevelRow[];
}
export interface MoneyRatesView {
  rates: { code: string; currency: string; symbol: string; rate: string }[];
  usd: string;
}
export interface WithdrawRules {
  enabled: boolean;
  fee_rate: string;
  min: string;
  max: string;
  monthly_count: number;
  cooldown_hours: number;
  networks: string[];
  all_networks?: string[];
}
export interface RechargeRules {
  enabled: boolean;
  min: string;
  max: string;
  usdt: { network: string; enabled: boolean; address: string; qr: string }[];
  bank: { enabled: boolean; bank_name: string; account_name: string; account_no: string; swift: string };
}
export interface OrderTimers {
  unpaid_cancel_minutes: number;
  auto_confirm_minutes: number;
  after_sales_minutes: number;
}

const admin = { admin: true } as const;
const R = "/api/admin/rules";

/** The rules tables of the console (docs/rules.md); each save is checked for its role on the server. */
export const rulesApi = {
  storeLevels: () => apiPost<StoreLevelsView>(`${R}/store_levels`, {}, admin),
  saveStoreLevels: (levels: LevelRow[]) => apiPost<StoreLevelsView>(`${R}/store_levels_save`, { levels }, admin),
  moneyRates: () => apiPost<MoneyRatesView>(`${R}/money_rates`, {}, admin),
  saveMoneyRates: (rates: Record<string, string>) => apiPost<MoneyRatesView>(`${R}/money_rates_save`, { rates }, admin),
  withdraw: () => apiPost<WithdrawRules>(`${R}/withdraw`, {}, admin),
  saveWithdraw: (body: WithdrawRules) => apiPost<WithdrawRules>(`${R}/withdraw_save`, { ...body }, admin),
  recharge: () => apiPost<RechargeRules>(`${R}/recharge`, {}, admin),
  saveRecharge: (body: RechargeRules) => apiPost<RechargeRules>(`${R}/recharge_save`, { ...body }, admin),
  orderTimers: () => apiPost<{ timers: OrderTimers; defaults: OrderTimers }>(`${R}/order_timers`, {}, admin),
  saveOrderTimers: (body: OrderTimers) =>
    apiPost<{ timers: OrderTimers; defaults: OrderTimers }>(`${R}/order_timers_save`, { ...body }, admin),
  uploadImage: (file: File) => {
    const form = new FormData();
    form.append("file", file);
    return apiPost<{ url: string }>("/api/admin/upload", form, admin);
  },
};
