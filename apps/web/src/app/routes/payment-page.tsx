import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { PaymentView } from "../../features/orders";

/** `/payment?order_ids=`: pay placed orders from the wallet with the fund password. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="container page narrow" data-testid="payment-page">
      <Typography.Title level={1} className="page-title">
        {t("orders.payment_title")}
      </Typography.Title>
      <PaymentView />
    </div>
  );
}
