import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { AddressForm, blankAddress } from "../../features/addresses";
import { ConfirmView } from "../../features/orders";

/** `/order_confirm?cart_ids=` or `?goods_id&sku_id&number`: checkout. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="container page" data-testid="order-confirm-page">
      <Typography.Title level={1} className="page-title">
        {t("orders.confirm_title_page")}
      </Typography.Title>
      <ConfirmView addAddressDialog={(close) => <AddressForm draft={blankAddress} onClose={close} />} />
    </div>
  );
}
