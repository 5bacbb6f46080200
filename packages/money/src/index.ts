export { allocate, type Cents, compareAmounts, mulPpm, parseAmount, toDecimalString } from "./cents.js";
export { formatMoney, parseRate, type Rates } from "./format.js";
export { DEFAULT_MONEY_TYPE, MONEY_TYPES, type MoneyType, moneyType } from "./money-types.js";
