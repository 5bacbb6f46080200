import { CheckCircleOutlined } from "@ant-design/icons";
import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The order-placed success page, with the ways to the orders. */
export function PaySuccess({ ids, already }: { ids: number[]; already?: boolean }) {
  const { t } = useTranslation();
  return (
    <Result
      status="success"
      icon={<CheckCircleOutlined />}
      title={t(already ? "orders.already_paid" : "orders.pay_success")}
      subTitle={t("orders.pay_success_text", { n: ids.length })}
      data-testid="payment-success"
      extra={[
        <Link key="ship" to="/my-order?tab=2" data-testid="payment-to-orders">
          <Button type="primary" tabIndex={-1}>
            {t("orders.view_orders")}
          </Button>
        </Link>,
        ids.length === 1 ? (
          <Link key="detail" to={`/order-detail?id=${ids[0]}`}>
            <Button tabIndex={-1}>{t("orders.view_detail")}</Button>
          </Link>
        ) : null,
        <Link key="home" to="/">
          <Button tabIndex={-1}>{t("orders.continue_shopping")}</Button>
        </Link>,
      ]}
    />
  );
}
