/** The money types a shopper can choose (docs/languages.md). The ledger is always USD. */
export interface MoneyType {
  code: string;
  currency: string;
  symbol: string;
  /** where the symbol stands */
  position: "prefix" | "suffix";
  /** decimals shown: 0 for currencies with no minor unit on display */
  digits: 0 | 2;
}

export const MONEY_TYPES: readonly MoneyType[] = [
  { code: "en", currency: "USD", symbol: "US$", position: "prefix", digits: 2 },
  { code: "rb", currency: "JPY", symbol: "¥", position: "prefix", digits: 0 },
  { code: "hg", currency: "KRW", symbol: "₩", position: "suffix", digits: 0 },
  { code: "yn", currency: "VND", symbol: "₫", position: "prefix", digits: 0 },
  { code: "xg", currency: "HKD", symbol: "HK$", position: "prefix", digits: 2 },
  { code: "tw", currency: "TWD", symbol: "NT$", position: "prefix", digits: 2 },
];

export const DEFAULT_MONEY_TYPE = "en";

export function moneyType(code: string | null | undefined): MoneyType {
  return MONEY_TYPES.find((m) => m.code === code) ?? (MONEY_TYPES[0] as MoneyType);
}
