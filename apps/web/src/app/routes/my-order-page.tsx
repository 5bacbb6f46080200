import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ORDER_TABS, OrderList, type OrderTab } from "../../features/orders";
import "./order-chat";

/** `/my-order?tab=`: the shopper's orders by tab (the tab stays in the address). */
export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get("tab");
  const tab = (ORDER_TABS.find((x) => x.tab === asked)?.tab ?? "all") as OrderTab;
  return (
    <div className="container page" data-testid="my-order-page">
      <Typography.Title level={1} className="page-title">
        {t("orders.my_orders")}
      </Typography.Title>
      <OrderList tab={tab} onTab={(next) => setParams({ tab: next }, { replace: true })} />
    </div>
  );
}
