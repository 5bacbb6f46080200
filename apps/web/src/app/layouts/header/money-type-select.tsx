import { MONEY_TYPES } from "@mp/money";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../../lib/app-store";

/** Money type selector (the browser's own select): stored, then the page reloads so every price is fetched again. */
export function MoneyTypeSelect() {
  const { t } = useTranslation();
  const moneyType = useAppStore((s) => s.moneyType);
  return (
    <select
      value={moneyType}
      aria-label={t("header.money_type")}
      className="money-select"
      data-testid="money-type-select"
      onChange={(e) => {
        useAppStore.getState().setMoneyType(e.target.value);
        window.location.reload();
      }}
    >
      {MONEY_TYPES.map((m) => (
        <option key={m.code} value={m.code}>{`${m.symbol.trim()} ${m.currency}`}</option>
      ))}
    </select>
  );
}
