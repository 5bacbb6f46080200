import { ORDER_STATE } from "@mp/contracts/constants";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";

const COLORS: Record<number, string> = { 1: "orange", 2: "blue", 3: "cyan", 4: "green", 6: "default", 7: "red" };

/** The order's state as the merchant reads it; "at the supplier desk" for paid-for supplier goods. */
export function OrderStateTag({ state, preparing }: { state: number; preparing?: boolean }) {
  const { t } = useTranslation();
  if (state === ORDER_STATE.TO_SHIP && preparing) return <Tag color="purple">{t("shop_orders.at_desk")}</Tag>;
  return <Tag color={COLORS[state] ?? "default"}>{t(`shop_orders.state_${state}`)}</Tag>;
}
