import { MONEY_TYPES } from "@mp/money";
import { Select } from "antd";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../../lib/app-store";

/** Money type selector: stored, then the page reloads so every price is fetched again. */
export function MoneyTypeSelect() {
  const { t } = useTranslation();
  const moneyType = useAppStore((s) => s.moneyType);
  const options = MONEY_TYPES.map((m) => ({ value: m.code, label: `${m.symbol.trim()} ${m.currency}` }));
  return (
    <Select
      size="small"
      variant="borderless"
      value={moneyType}
      options={options}
      aria-label={t("header.money_type")}
      popupMatchSelectWidth={false}
      className="money-select"
      data-testid="money-type-select"
      onChange={(code: string) => {
        useAppStore.getState().setMoneyType(code);
        window.location.reload();
      }}
    />
  );
}
